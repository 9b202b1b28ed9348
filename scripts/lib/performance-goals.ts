/**
 * The performance goals (issues 9, 21 and 23) in one place: `npm run bench` judges its measured figures
 * against them, and `npm run build:budget` judges the build's first-visit JavaScript against the very
 * same per-page numbers, so the browserless CI check and the benchmark can never disagree on a goal.
 */

/** The pages measured, by the names both reports print. */
export const GOAL_PAGES = ['home', 'search', 'job detail', 'company'] as const;
export type GoalPage = (typeof GOAL_PAGES)[number];

export const GOALS = {
  performance: 95,
  lcpMs: 1200,
  fcpMs: 1000,
  tbtMs: 100,
  cls: 0.02,
  /** First-visit JavaScript of a guest, brotli quality 11, KiB. */
  javascriptKiB: { home: 130, search: 130, 'job detail': 135, company: 135 } satisfies Record<GoalPage, number>,
  /**
   * What CI lets through (issue 23): the size measured on the last change, rounded up, below the goal.
   * A change that grows a route fails CI, however far it is under its goal, unless its commit raises
   * the ceiling and says why; lower it when a change shrinks one. Raised on 2026-11-29 for search
   * (128 → 129) and company (120 → 121): the filter click's range templates, stable handlers and
   * deferred islands (decision 0026), +0.6–0.7 KiB. Raised later that day for job detail (127 → 128):
   * the load-time files' compile hints (decision 0028) and the lists' idle salary warm-up, 126.6 → 127.1 KiB.
   * Lowered after one file per island page (decision 0029): search 128.7 → 127.6 (ceiling 128), job detail
   * 127.1 → 125.3 (ceiling 126). Raised on 2026-11-29 evening for home (121 → 122), search (128 → 129) and
   * company (121 → 122): the filter click's remembered translations (lib/i18n-cache.ts) and history entry
   * written after the paint (lib/history-after-paint.ts), +0.5 KiB (home 121.2, search 128.3, company 121.0).
   * Raised for job detail (126 → 127) by issue 26's "how you fit" on cards (decision 0031): the cards read
   * one atom, and the list queries keep the fit's fields for a signed-in seeker, +0.2 KiB on every page
   * (home 121.4, search 128.7 with its own filter and sort, job detail 126.2, company 121.2).
   */
  javascriptCeilingKiB: { home: 122, search: 129, 'job detail': 127, company: 122 } satisfies Record<GoalPage, number>,
  /** The document's HTML, brotli quality 11, KiB. */
  htmlKiB: { home: 25, search: 25, 'job detail': 20, company: 20 } satisfies Record<GoalPage, number>,
  filterClickMs: 100,
  seedMs: 2000,
  /** A mock search over the seeded jobs through msw, 95th percentile of 100 after warm-up (issue 25). */
  mockSearchP95Ms: 5,
  /** Heap in use after the memory check's renders, at most this fraction over the warmed baseline. */
  heapGrowth: 0.1,
  /** Non-2xx answers, timeouts and socket errors in any load run. */
  loadErrors: 0,
};
