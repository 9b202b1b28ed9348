/**
 * The browser loads its number data with a page's first `Intl.NumberFormat`: 20–50 ms on this machine's
 * main thread, four times that on a phone, whatever the locale. The data is the page's, not a thread's: once
 * a worker has built a formatter, the page's first one costs under a millisecond. So each page's entry starts
 * a worker that loads it (`loadNumberDataOffMainThread`), and the main thread never pays the load.
 */

/** The longest a page waits for the worker: past it, its first formatter loads the data itself. */
const WORKER_WAIT_MS = 1_000;

let offMainThread: Promise<void> | undefined;

/** Loads the number data in a worker, once per page; settles when it is loaded, or when no worker can. */
export function loadNumberDataOffMainThread(locale: string): Promise<void> {
  offMainThread ??= new Promise<void>((resolve) => {
    if (typeof Worker === 'undefined') return resolve();
    let worker: Worker;
    try {
      worker = new Worker(new URL('./number-data.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return resolve();
    }
    const settle = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(settle, WORKER_WAIT_MS);
    worker.onmessage = settle;
    worker.onerror = settle;
    worker.postMessage(locale);
  });
  return offMainThread;
}

/** Loads the number data on the main thread, where no worker did: call it in a task of its own. */
export function loadNumberData(locale: string): void {
  new Intl.NumberFormat(locale).format(0);
}
