/**
 * How route loaders wait for their data. A loader that awaited its prefetch would hold the page (or,
 * on the first load, the whole app) for as long as the request takes: 30 s when it hangs, before the
 * screen could show its own loading or error state. Loaders start their prefetches, then wait at most
 * a moment: fast data is in the first paint, slow data arrives in the page, which shows its skeleton
 * meanwhile and its error when the one request fails. The request is never sent twice for it.
 */

/** The longest a loader holds a navigation for its data in the browser. */
export const PREFETCH_WAIT_MS = 1_000;

/**
 * The longest a server render waits for its data. Longer than in the browser, because the HTML should
 * carry the content (and the status: 404, 410) for crawlers and link previews; bounded, because a hanging
 * API must not hold the page for 30 s: the browser then fetches what the server could not.
 */
export const SERVER_PREFETCH_WAIT_MS = 5_000;

const defaultWaitMs = typeof document === 'undefined' ? SERVER_PREFETCH_WAIT_MS : PREFETCH_WAIT_MS;

/** Resolves when `work` settles or after `waitMs`, whichever comes first; `work` goes on either way. */
export function waitBriefly(work: Promise<unknown>, waitMs: number = defaultWaitMs): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(settle, settle);
  });
}
