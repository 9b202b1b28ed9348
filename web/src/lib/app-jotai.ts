/** The app's one way to reach Jotai: the store, the atoms of client state and the hooks. */
import { atom, createStore } from 'jotai';

export { Provider as JotaiProvider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export { atom };

export const appStore = createStore();
export type AppStore = typeof appStore;
