/** False on the server and during hydration, true after: for what only the browser can render. */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
