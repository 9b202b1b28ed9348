/** The app's one way to reach Jotai: the store, the atoms of client state and the hooks. */
import { atom, createStore, useSetAtom, useStore, type Atom, type WritableAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

export { Provider as JotaiProvider, useSetAtom, useStore } from 'jotai';
export { atom };

export const appStore = createStore();
export type AppStore = typeof appStore;

/**
 * An atom's value, re-rendering when it changes. Jotai's own hook re-renders every component that reads
 * an atom once more right after it mounts (its effect dispatches unconditionally): after hydration, that
 * was every reader on the page at once, for nothing. React's external-store hook re-renders a reader only
 * when the value it read has changed since. The app's atoms hold plain values (no promises).
 */
export function useAtomValue<Value>(anAtom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(anAtom, onChange), [store, anAtom]);
  const read = useCallback(() => store.get(anAtom), [store, anAtom]);
  return useSyncExternalStore(subscribe, read, read);
}

export function useAtom<Value, Args extends unknown[], Result>(anAtom: WritableAtom<Value, Args, Result>): [Value, (...args: Args) => Result] {
  return [useAtomValue(anAtom), useSetAtom(anAtom)];
}
