/**
 * The page's own address. In the app it is React Router's location. In an island page that renders
 * several addresses itself (the job search: every filter is a path, decision 0027) the router's location
 * follows a new address only after the page has painted it (islands/document-router.tsx), so that links
 * and the like, which read it, re-render after the results rather than before them; the page itself
 * reads the document's address here, at once.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLocation, type Location } from 'react-router';

export interface DocumentLocationStore {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => Location;
}

/** The document's address, where an island router provides it. The value never changes, so providing it re-renders nothing. */
export const DocumentLocationContext = createContext<DocumentLocationStore | null>(null);

const subscribeToNothing = () => () => {};
const noDocumentLocation = () => null;

export function usePageLocation(): Location {
  const routerLocation = useLocation();
  const store = useContext(DocumentLocationContext);
  const documentLocation = useSyncExternalStore(store?.subscribe ?? subscribeToNothing, store?.snapshot ?? noDocumentLocation, store?.snapshot ?? noDocumentLocation);
  return documentLocation ?? routerLocation;
}

/**
 * Whether a new address renders at once, in the event that goes to it: an island page's (a plain store).
 * In the app a navigation is a transition that commits when React Router has loaded it.
 */
export function useAddressRendersAtOnce(): boolean {
  return useContext(DocumentLocationContext) !== null;
}
