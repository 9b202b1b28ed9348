/**
 * React Router's plain <Router> for islands: the components' links, NavLinks and location hooks work as
 * in the app, without the data router. Going to another page loads its document; replacing the query or
 * hash of this page (a handler tidying its URL, the company's "remote only") stays in the document, and
 * every island sees it. A page whose island renders other addresses itself (the job search: every
 * filter is a path) claims their paths, and going to one of them stays in the document too. Back and
 * forward between the document's own entries re-render the islands; the browser restores the scroll. A new
 * entry is written after the paint that shows it (lib/history-after-paint.ts).
 */
import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';
import { createPath, matchPath, Router, type Location, type Navigator, type To } from 'react-router';
import type { PagePath } from '../lib/local-href';
import { DocumentLocationContext, type DocumentLocationStore } from '../lib/page-location';
import { dropPendingPush, pushAfterPaint, writePendingPush } from '../lib/history-after-paint';

const listeners = new Set<() => void>();

function locationOf(url: URL | globalThis.Location): Location {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
}

const readLocation = (): Location => locationOf(window.location);

let current: Location | undefined;
function snapshot(): Location {
  current ??= readLocation();
  return current;
}

function changedTo(location: Location): void {
  current = location;
  for (const listener of listeners) listener();
}

function popped(): void {
  dropPendingPush();
  changedTo(readLocation());
}

function subscribe(listener: () => void): () => void {
  // Back and forward between this document's own entries: every island renders the address.
  if (listeners.size === 0) window.addEventListener('popstate', popped);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', popped);
  };
}

const claimedPaths = new Set<PagePath>();

/** The paths an island of this page renders itself, besides the page's own. */
export function claimPaths(paths: readonly PagePath[]): void {
  for (const path of paths) claimedPaths.add(path);
  claimedMatches.clear();
}

const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

type ClaimedMatch = { path: PagePath; lang: string | undefined } | undefined;

/** matchPath compiles its pattern on every call: a filter click asks twice, from its own task. */
const claimedMatches = new Map<string, ClaimedMatch>();
const MAX_CLAIMED_MATCHES = 200;

/** The claimed path `pathname` is one of, with its language segment (another language is another document). */
function claimedMatch(pathname: string): ClaimedMatch {
  if (claimedMatches.has(pathname)) return claimedMatches.get(pathname);
  let found: ClaimedMatch;
  for (const path of claimedPaths) {
    const match = matchPath(path, pathname);
    if (match) {
      found = { path, lang: match.params.lang };
      break;
    }
  }
  if (claimedMatches.size >= MAX_CLAIMED_MATCHES) claimedMatches.clear();
  claimedMatches.set(pathname, found);
  return found;
}

/**
 * Whether this document renders `href` itself: the same page with another query or hash, or a claimed
 * path in the page's language (the language is the document's: its direction, its strings).
 */
function inDocument(href: string): boolean {
  const target = new URL(href, window.location.href);
  if (target.origin !== window.location.origin) return false;
  if (target.pathname === window.location.pathname) return true;
  const to = claimedMatch(target.pathname);
  const from = claimedMatch(window.location.pathname);
  return to !== undefined && from !== undefined && to.path === from.path && to.lang === from.lang;
}

export const documentNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => {
    writePendingPush();
    window.history.go(delta);
  },
  push: (to, _state, options) => {
    writePendingPush();
    const href = hrefOf(to);
    if (!inDocument(href)) {
      window.location.assign(href);
      return;
    }
    pushAfterPaint(href);
    changedTo(locationOf(new URL(href, window.location.href)));
    // As the app's ScrollRestoration does on a new entry.
    if (!options?.preventScrollReset) window.scrollTo(0, 0);
  },
  replace: (to) => {
    writePendingPush();
    const href = hrefOf(to);
    if (!inDocument(href)) {
      window.location.replace(href);
      return;
    }
    window.history.replaceState(window.history.state, '', href);
    changedTo(readLocation());
  },
};

const documentLocation: DocumentLocationStore = { subscribe, snapshot };

/**
 * `deferred`: the island's router sees a new address after the page has painted it (useDeferredValue). On
 * the search page every island has it: the header's and the footer's links, and the search's own links,
 * re-render after a filter click's results are on screen, not before them. The search reads the address
 * at once through usePageLocation (lib/page-location.ts).
 */
export function DocumentRouter({ children, deferred = false }: { children: ReactNode; deferred?: boolean }) {
  const location = useSyncExternalStore(subscribe, snapshot, snapshot);
  const deferredLocation = useDeferredValue(location);
  return (
    <DocumentLocationContext.Provider value={documentLocation}>
      <Router location={deferred ? deferredLocation : location} navigator={documentNavigator}>
        {children}
      </Router>
    </DocumentLocationContext.Provider>
  );
}
