import { useLayoutEffect } from 'react';
import { whenHistoryWritten } from './history-after-paint';

/**
 * Sets the browser tab title to `title` (as given: callers format it) while the page shows, and
 * restores the previous one afterwards. Nothing happens while `title` is empty.
 *
 * A layout effect, so the title changes in the same commit as the page it names: a passive effect runs
 * later, and anything that reads the title once the page shows (a test, a screen reader's page
 * announcement) could read the old one under load. While an island page's new history entry waits for
 * the paint, the title waits for it too, restoring included: it would otherwise rename the entry being left.
 */
export function useDocumentTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    whenHistoryWritten(() => {
      document.title = title;
    });
    return () => {
      whenHistoryWritten(() => {
        document.title = previous;
      });
    };
  }, [title]);
}
