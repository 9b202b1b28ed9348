/** The last searches typed on this device (newest first, at most 10), kept in localStorage. */
import { useCallback, useMemo, useState } from 'react';

export const SEARCH_HISTORY_KEY = 'jobchat.job-search.history';
export const SEARCH_HISTORY_SIZE = 10;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled
  }
}

export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string').slice(0, SEARCH_HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

function write(items: readonly string[]): void {
  try {
    if (items.length === 0) storage()?.removeItem(SEARCH_HISTORY_KEY);
    else storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(items));
  } catch {
    // Full or disabled storage: the history is a convenience, never an error.
  }
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export function useSearchHistory() {
  const [items, setItems] = useState<string[]>(readSearchHistory);

  const update = useCallback((change: (current: string[]) => string[]) => {
    // Read again: another tab may have written since this one mounted.
    const next = change(readSearchHistory());
    write(next);
    setItems(next);
  }, []);

  const add = useCallback(
    (query: string) => {
      const clean = query.replace(/\s+/g, ' ').trim();
      if (clean) update((current) => [clean, ...current.filter((item) => !same(item, clean))].slice(0, SEARCH_HISTORY_SIZE));
    },
    [update],
  );
  const remove = useCallback((query: string) => update((current) => current.filter((item) => !same(item, query))), [update]);
  const clear = useCallback(() => update(() => []), [update]);

  // One object while nothing in it changed: the search form (memo) skips the page's renders.
  return useMemo(() => ({ items, add, remove, clear }), [items, add, remove, clear]);
}
