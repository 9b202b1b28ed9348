import { useEffect } from 'react';

/**
 * Sets the browser tab title to `title` (as given: callers format it) while the page shows, and
 * restores the previous one afterwards. Nothing happens while `title` is empty.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
