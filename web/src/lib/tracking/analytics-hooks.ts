/**
 * Analytics tags and ad trackers (spec section 7: they fire on page views and named events). The app
 * ships none: a deployment that wants one passes its hooks to `setAnalyticsHooks` at start-up, so no
 * third-party script loads unless someone adds it on purpose.
 */
export interface AnalyticsHooks {
  /** A page was shown (after each navigation). */
  pageView?(path: string): void;
  /** A named event (search_click, job_favorites_click ...), signed in or not. */
  event?(name: string, extra: Record<string, unknown>): void;
}

let installed: readonly AnalyticsHooks[] = [];

/** Replaces the hooks (an empty list switches analytics off, the default). */
export function setAnalyticsHooks(hooks: readonly AnalyticsHooks[]): void {
  installed = hooks;
}

function each(call: (hooks: AnalyticsHooks) => void): void {
  for (const hooks of installed) {
    try {
      call(hooks);
    } catch {
      // A broken tag must never break the page.
    }
  }
}

export const analytics = {
  pageView: (path: string) => each((hooks) => hooks.pageView?.(path)),
  event: (name: string, extra: Record<string, unknown>) => each((hooks) => hooks.event?.(name, extra)),
};
