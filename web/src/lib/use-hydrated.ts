/** What only the browser can render: the server and hydration see one value, the hydrated page another. */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * `serverValue` on the server and while hydrating (so both render the same HTML), `read()` once
 * hydrated. The browser global is read inside `read`, which React calls only in the browser. `read`
 * must return the same value while nothing changed (React compares the snapshots).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/** False on the server and during hydration, true after. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
