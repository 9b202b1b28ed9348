import { useEffect } from 'react';

/** Sets the browser tab title while the page shows; restores the previous one afterwards. */
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
