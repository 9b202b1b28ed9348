/**
 * The transport's upload path (onUploadProgress): XMLHttpRequest in place of fetch, with the same
 * headers, session wait, envelope, ApiError, 401 rule and timeout, and the body's progress reported.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../sdk/api-error';
import { apiFetch, configureTransport, type TransportInit, type UploadProgress } from '../../sdk/transport';
import { FakeXhr } from '../support/fake-xhr';

const ok = (data: unknown) => ({ code: 0, message: 'success', data });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let handedOut = 0;

/** Waits until the transport has created and sent its next request (after beforeSend): each one once. */
async function sentRequest(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.instances[handedOut]?.sent).toBe(true));
  const xhr = FakeXhr.instances[handedOut]!;
  handedOut += 1;
  return xhr;
}

function upload(progress: UploadProgress[] = [], init: TransportInit = {}) {
  const body = new FormData();
  body.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'cv.pdf');
  return apiFetch<{ data: { id: number } }>('/jobseeker/resume/upload', { method: 'POST', body, onUploadProgress: (step) => progress.push(step), ...init });
}

describe('transport upload path', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = FakeXhr.install();
    handedOut = 0;
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, getHeaders: () => ({ 'Role-Id': '1', 'Country-Id': '167', Authorization: 'Bearer s-1' }) });
  });
  afterEach(() => {
    restore();
    configureTransport({ baseUrls: { default: '/api' }, fetch: undefined, onUnauthorized: undefined, timeoutMs: undefined, beforeSend: undefined, getHeaders: () => ({}) });
  });

  it('sends the body through XMLHttpRequest with the headers, reports progress and unwraps the envelope', async () => {
    const progress: UploadProgress[] = [];
    const fetchMock = vi.fn();
    configureTransport({ fetch: fetchMock as typeof fetch });
    const result = upload(progress);
    const xhr = await sentRequest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://x.test/api/jobseeker/resume/upload');
    expect(xhr.requestHeaders.get('Role-Id')).toBe('1');
    expect(xhr.requestHeaders.get('Authorization')).toBe('Bearer s-1');
    // The browser writes the multipart Content-Type with its boundary.
    expect(xhr.requestHeaders.has('Content-Type')).toBe(false);
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(200, ok({ id: 5101 }));
    await expect(result).resolves.toEqual({ id: 5101 });
    expect(progress).toEqual([{ loaded: 250, total: 1000 }, { loaded: 1000, total: 1000 }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the total is unknown', async () => {
    const progress: UploadProgress[] = [];
    const result = upload(progress);
    const xhr = await sentRequest();
    xhr.progress(300);
    xhr.respond(200, ok({ id: 1 }));
    await result;
    expect(progress).toEqual([{ loaded: 300, total: undefined }]);
  });

  it('waits for beforeSend and builds the headers after it (the guest login token)', async () => {
    let token = '';
    let release = () => undefined as void;
    configureTransport({
      getHeaders: () => ({ Authorization: `Bearer ${token}` }),
      beforeSend: () => new Promise<void>((resolve) => (release = () => resolve(void (token = 'guest-1')))),
    });
    const result = upload();
    await tick();
    expect(FakeXhr.instances).toHaveLength(0);
    release();
    const xhr = await sentRequest();
    expect(xhr.requestHeaders.get('Authorization')).toBe('Bearer guest-1');
    xhr.respond(200, ok({ id: 1 }));
    await expect(result).resolves.toEqual({ id: 1 });
  });

  it('fails with beforeSend\'s error without sending anything', async () => {
    const offline = ApiError.network(new TypeError('offline'));
    configureTransport({ beforeSend: () => Promise.reject(offline) });
    await expect(upload()).rejects.toBe(offline);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('throws the ApiError of an error envelope, and tells the app about a 401 first', async () => {
    const onUnauthorized = vi.fn();
    configureTransport({ onUnauthorized });
    const refused = upload();
    (await sentRequest()).respond(400, { code: 41170, message: 'more than three', errors: { message: 'more than three' } });
    await expect(refused).rejects.toMatchObject({ kind: 'server', code: 41170, status: 400, serverMessage: 'more than three' });
    expect(onUnauthorized).not.toHaveBeenCalled();

    const expired = upload();
    (await sentRequest()).respond(401, { code: 40003, message: 'log in' });
    await expect(expired).rejects.toMatchObject({ code: 40003, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();

    const broken = upload();
    (await sentRequest()).respond(502, 'Bad gateway', { 'Content-Type': 'text/plain' });
    await expect(broken).rejects.toMatchObject({ kind: 'server', code: 50001, status: 502 });
  });

  it('reports a network failure as its kind', async () => {
    const result = upload();
    (await sentRequest()).fail();
    await expect(result).rejects.toMatchObject({ kind: 'network' });
  });

  it('aborts the request when the caller cancels, without calling it an error', async () => {
    const controller = new AbortController();
    const result = upload([], { signal: controller.signal });
    const xhr = await sentRequest();
    controller.abort();
    const error = await result.catch((reason: unknown) => reason);
    expect(xhr.aborted).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('times out a stalled upload, and starts the timeout again while the body keeps moving', async () => {
    vi.useFakeTimers();
    try {
      configureTransport({ timeoutMs: 60 });
      const moving = upload();
      await vi.advanceTimersByTimeAsync(0);
      const xhr = FakeXhr.latest();
      for (const loaded of [100, 200, 300]) {
        await vi.advanceTimersByTimeAsync(40);
        xhr.progress(loaded, 300);
      }
      xhr.respond(200, ok({ id: 2 }));
      await expect(moving).resolves.toEqual({ id: 2 });

      const stalled = upload();
      const outcome = stalled.catch((reason: unknown) => reason);
      await vi.advanceTimersByTimeAsync(0);
      const stalledXhr = FakeXhr.latest();
      stalledXhr.progress(10, 300);
      await vi.advanceTimersByTimeAsync(61);
      expect(await outcome).toMatchObject({ kind: 'timeout' });
      expect(stalledXhr.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses fetch where there is no XMLHttpRequest (a server), without progress', async () => {
    restore();
    restore = () => undefined;
    const progress: UploadProgress[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.headers.get('Role-Id')).toBe('1');
      return new Response(JSON.stringify(ok({ id: 3 })), { status: 200 });
    });
    configureTransport({ fetch: fetchMock as typeof fetch });
    await expect(upload(progress)).resolves.toEqual({ id: 3 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(progress).toEqual([]);
  });
});
