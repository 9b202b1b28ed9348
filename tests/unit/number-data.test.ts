// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker as the browser gives one: it answers the locale it is sent, or fails, or never answers. */
class FakeWorker {
  static created: FakeWorker[] = [];
  static behaviour: 'answers' | 'fails' | 'silent' = 'answers';
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.created.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
    if (FakeWorker.behaviour === 'answers') queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: 'loaded' })));
    if (FakeWorker.behaviour === 'fails') queueMicrotask(() => this.onerror?.(new ErrorEvent('error')));
  }
  terminate() {
    this.terminated = true;
  }
}

async function freshModule() {
  vi.resetModules();
  return import('@web/lib/number-data');
}

describe('loadNumberDataOffMainThread', () => {
  beforeEach(() => {
    FakeWorker.created = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the locale to one module worker per page, settles when it answers, and ends it', async () => {
    FakeWorker.behaviour = 'answers';
    const { loadNumberDataOffMainThread } = await freshModule();
    const first = loadNumberDataOffMainThread('ms-MY');
    const second = loadNumberDataOffMainThread('ms-MY');
    await expect(first).resolves.toBeUndefined();
    await second;
    expect(FakeWorker.created).toHaveLength(1);
    const [worker] = FakeWorker.created;
    expect(worker!.sent).toEqual(['ms-MY']);
    expect(worker!.options).toEqual({ type: 'module' });
    expect(worker!.url.pathname).toMatch(/number-data\.worker/);
    expect(worker!.terminated).toBe(true);
  });

  it('settles when the worker fails, so a page that waits for it still hydrates', async () => {
    FakeWorker.behaviour = 'fails';
    const { loadNumberDataOffMainThread } = await freshModule();
    await expect(loadNumberDataOffMainThread('ar')).resolves.toBeUndefined();
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('stops waiting for a worker that never answers after a second', async () => {
    FakeWorker.behaviour = 'silent';
    vi.useFakeTimers();
    const { loadNumberDataOffMainThread } = await freshModule();
    let settled = false;
    void loadNumberDataOffMainThread('en-US').then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('settles at once where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const { loadNumberDataOffMainThread } = await freshModule();
    await expect(loadNumberDataOffMainThread('en-US')).resolves.toBeUndefined();
  });
});
