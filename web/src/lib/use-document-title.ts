import { useLayoutEffect } from 'react';

/**
 * Sets the browser tab title to `title` (as given: callers format it) while the page shows, and
 * restores the previous one afterwards. Nothing happens while `title` is empty.
 *
 * A layout effect, so the title changes in the same commit as the page it names: a passive effect runs
 * later, and anything that reads the title once the page shows (a test, a screen reader's page
 * announcement) could read the old one under load.
 */
export function useDocumentTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
