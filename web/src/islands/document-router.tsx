/**
 * React Router's plain <Router> for islands: the components' links, NavLinks and location hooks work as
 * in the app, without the data router. Going to another page loads its document; replacing the query or
 * hash of this page (a handler tidying its URL) stays in the document, and every island sees it.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { createPath, Router, type Location, type Navigator, type To } from 'react-router';

const listeners = new Set<() => void>();

function readLocation(): Location {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: null, key: 'default' };
}

let current: Location | undefined;
function snapshot(): Location {
  current ??= readLocation();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

function samePage(href: string): boolean {
  const target = new URL(href, window.location.href);
  return target.origin === window.location.origin && target.pathname === window.location.pathname;
}

function replaceInDocument(href: string): void {
  window.history.replaceState(window.history.state, '', href);
  current = readLocation();
  for (const listener of listeners) listener();
}

export const documentNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => {
    const href = hrefOf(to);
    if (samePage(href)) replaceInDocument(href);
    else window.location.replace(href);
  },
};

export function DocumentRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <Router location={location} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
