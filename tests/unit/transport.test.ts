import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../sdk/api-error';
import { apiFetch, configureTransport, resolveUrl } from '../../sdk/transport';

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** The ApiError a call throws for this 429 reply: the envelope's errors and the reply's headers. */
async function tooManyRequests(errors: Record<string, unknown>, headers: Record<string, string>): Promise<ApiError> {
  configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: (async () => reply(429, { code: 40006, message: 'too many', errors: { message: 'too many', ...errors } }, headers)) as typeof fetch });
  return (await apiFetch('/search/jobs').catch((e: unknown) => e)) as ApiError;
}

describe('transport', () => {
  afterEach(() => configureTransport({ baseUrls: { default: '/api' }, fetch: undefined, onUnauthorized: undefined, onServerError: undefined, timeoutMs: undefined, beforeSend: undefined, beforeFailure: undefined, getHeaders: () => ({}) }));

  it('picks the base URL by server prefix, with a default', () => {
    configureTransport({ baseUrls: { default: 'https://api.example.com/api', search: 'https://search.example.com/api' } });
    expect(resolveUrl('/search/jobs')).toBe('https://search.example.com/api/search/jobs');
    expect(resolveUrl('/job/12')).toBe('https://api.example.com/api/job/12');
  });

  it('sends the configured headers and unwraps the envelope', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.headers.get('Role-Id')).toBe('1');
      expect(request.headers.get('Country-Id')).toBe('193');
      return reply(200, { code: 0, message: 'success', data: { jobs: [1, 2] } });
    });
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, getHeaders: () => ({ 'Role-Id': '1', 'Country-Id': '193' }), fetch: fetchMock as typeof fetch });
    await expect(apiFetch<{ data: { jobs: number[] } }>('/job/search')).resolves.toEqual({ jobs: [1, 2] });
  });

  it('fails a call only once beforeFailure is done, with the same error even when the hook fails', async () => {
    const steps: string[] = [];
    let finishHook: () => void = () => undefined;
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: (async () => reply(500, { code: 50001, message: 'server' })) as typeof fetch,
      beforeFailure: (error) => {
        steps.push(`hook ${error.code}`);
        return new Promise<void>((resolve) => (finishHook = resolve));
      },
    });
    const failed = apiFetch('/job/12').catch((error: unknown) => steps.push(`failed ${(error as ApiError).code}`));
    await vi.waitFor(() => expect(steps).toEqual(['hook 50001']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(steps).toEqual(['hook 50001']);
    finishHook();
    await failed;
    expect(steps).toEqual(['hook 50001', 'failed 50001']);

    configureTransport({ fetch: (async () => Promise.reject(new TypeError('offline'))) as typeof fetch, beforeFailure: () => Promise.reject(new Error('no catalog')) });
    await expect(apiFetch('/job/12')).rejects.toMatchObject({ kind: 'network' });
  });

  it('throws a typed ApiError with the code, status and retry_after', async () => {
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: (async () => reply(429, { code: 40006, message: 'too many', errors: { message: 'too many', retry_after: 12 } })) as typeof fetch,
    });
    const error = await apiFetch('/search/jobs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 40006, status: 429, kind: 'server', retryAfter: 12 });
  });

  describe('the wait of a 429', () => {
    it('reads the Retry-After header when the body gives no retry_after', async () => {
      expect((await tooManyRequests({}, { 'Retry-After': '45' })).retryAfter).toBe(45);
    });

    it('prefers the body\'s retry_after to the header', async () => {
      expect((await tooManyRequests({ retry_after: 12 }, { 'Retry-After': '45' })).retryAfter).toBe(12);
    });

    it('turns an HTTP date into the seconds left, rounded up, and a past one into 0', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T09:41:07.250Z') });
      try {
        expect((await tooManyRequests({}, { 'Retry-After': 'Sun, 22 Nov 2026 09:42:07 GMT' })).retryAfter).toBe(60);
        expect((await tooManyRequests({}, { 'Retry-After': 'Sun, 22 Nov 2026 09:40:00 GMT' })).retryAfter).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    });

    it.each(['soon', '-5', '1.5', '2026-11-22T09:42:07Z', ''])('ignores a header it cannot read: "%s"', async (value) => {
      expect((await tooManyRequests({}, { 'Retry-After': value })).retryAfter).toBeUndefined();
    });
  });

  it('tells the app about each reply of status 500 or above, and only those', async () => {
    const onServerError = vi.fn();
    const statuses = [503, 404, 200];
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      onServerError,
      fetch: (async () => reply(statuses.shift()!, { code: 50001, message: 'Server error' })) as unknown as typeof fetch,
    });
    await expect(apiFetch('/job/search?keyword=nurse', { method: 'post' })).rejects.toMatchObject({ status: 503 });
    expect(onServerError).toHaveBeenCalledExactlyOnceWith({ method: 'POST', url: 'http://x.test/api/job/search?keyword=nurse', status: 503 });
    await expect(apiFetch('/job/1')).rejects.toMatchObject({ status: 404 });
    await expect(apiFetch('/job/2')).rejects.toMatchObject({ code: 50001 });
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it('tells the app about a 401 before throwing', async () => {
    const onUnauthorized = vi.fn();
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, onUnauthorized, fetch: (async () => reply(401, { code: 40003, message: 'no' })) as typeof fetch });
    await expect(apiFetch('/job/similar')).rejects.toMatchObject({ code: 40003, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports network failures and timeouts as their own kinds', async () => {
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: (async () => Promise.reject(new TypeError('failed'))) as typeof fetch });
    await expect(apiFetch('/job/1')).rejects.toMatchObject({ kind: 'network' });
    const pending: Request[] = []; // a real fetch holds its request until it settles; so does this fake
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      timeoutMs: 20,
      fetch: ((request: Request) => {
        pending.push(request);
        return new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
      }) as typeof fetch,
    });
    await expect(apiFetch('/job/1')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('waits for beforeSend, and fails with its error without sending anything', async () => {
    const fetchMock = vi.fn(async () => reply(200, { code: 0, data: 1 }));
    const offline = ApiError.network(new TypeError('offline'));
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: fetchMock as typeof fetch, beforeSend: () => Promise.reject(offline) });
    await expect(apiFetch('/job/1')).rejects.toBe(offline);
    expect(fetchMock).not.toHaveBeenCalled();
    const sent: string[] = [];
    configureTransport({ beforeSend: async (url) => void sent.push(url) });
    await expect(apiFetch('/job/1')).resolves.toBe(1);
    expect(sent).toEqual(['http://x.test/api/job/1']);
  });

  it("sends at once when beforeSend has nothing to wait for: a click's search leaves before the click's render", async () => {
    const fetchMock = vi.fn(async () => reply(200, { code: 0, data: 1 }));
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: fetchMock as typeof fetch, beforeSend: () => undefined });
    const call = apiFetch('/job/1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(call).resolves.toBe(1);
  });

  it('builds the headers after beforeSend, so a call that waited for the guest login carries its token', async () => {
    const fetchMock = vi.fn(async (_request: Request) => reply(200, { code: 0, data: 1 }));
    let token: string | undefined;
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: fetchMock as typeof fetch,
      getHeaders: (): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {}),
      // The guest login finishes a turn later than the call starts.
      beforeSend: () => new Promise<void>((resolve) => setImmediate(() => resolve(void (token = 'guest-1')))),
    });
    await expect(apiFetch('/job/similar')).resolves.toBe(1);
    expect(fetchMock.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer guest-1');
  });

  it('counts the wait in beforeSend inside the request timeout: one budget, not two', async () => {
    const fetchMock = vi.fn((request: Request) => new Promise<Response>((_resolve, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    }));
    // Fake time: a loaded machine must not decide this. Two budgets, or none while waiting, would still be waiting at 45 ms.
    vi.useFakeTimers();
    try {
      configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: fetchMock as typeof fetch, timeoutMs: 40, beforeSend: () => new Promise((resolve) => setTimeout(resolve, 60)) });
      let failure: unknown;
      apiFetch('/job/1').catch((error: unknown) => { failure = error; });
      await vi.advanceTimersByTimeAsync(45);
      expect(failure).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('times out a call whose beforeSend never settles, without sending it', async () => {
    const fetchMock = vi.fn(async () => reply(200, { code: 0, data: 1 }));
    vi.useFakeTimers();
    try {
      configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: fetchMock as typeof fetch, timeoutMs: 40, beforeSend: () => new Promise(() => {}) });
      let failure: unknown;
      apiFetch('/job/1').catch((error: unknown) => { failure = error; });
      await vi.advanceTimersByTimeAsync(45);
      expect(failure).toMatchObject({ kind: 'timeout' });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats a non-zero envelope code on HTTP 200 as a failure', async () => {
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: (async () => reply(200, { code: 41113, message: 'gone' })) as typeof fetch });
    await expect(apiFetch('/job/1')).rejects.toMatchObject({ code: 41113 });
  });
});
