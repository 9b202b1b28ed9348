/**
 * How route loaders wait for their data. A loader that awaited its prefetch would hold the page (or,
 * on the first load, the whole app) for as long as the request takes: 30 s when it hangs, before the
 * screen could show its own loading or error state. Loaders start their prefetches, then wait at most
 * a moment: fast data is in the first paint, slow data arrives in the page, which shows its skeleton
 * meanwhile and its error when the one request fails. The request is never sent twice for it.
 */

/** The longest a loader holds a navigation for its data. */
export const PREFETCH_WAIT_MS = 1_000;

/** Resolves when `work` settles or after `waitMs`, whichever comes first; `work` goes on either way. */
export function waitBriefly(work: Promise<unknown>, waitMs: number = PREFETCH_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(settle, settle);
  });
}
