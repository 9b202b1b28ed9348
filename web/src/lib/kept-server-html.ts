/**
 * Parts of a page that only show data (job cards, server HTML) keep what the server rendered when the
 * page hydrates, instead of being rendered again in the browser to produce the same HTML (decision 0024).
 *
 * A component finds out it is being hydrated by looking up its own element by its `useId` id: the
 * server's ids are in the document before hydration, and an id React makes in the browser never is
 * before its element is committed. While hydrating, the component renders only its outer element with
 * an empty `dangerouslySetInnerHTML`: React adopts the element and leaves its content as the server
 * wrote it (nothing inside is compared or rendered). As soon as what it shows changes, it renders in
 * full, and React replaces that content.
 */
import { useState, type MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

/** The content React leaves alone while the element is the server's. */
export const SERVER_CONTENT = Object.freeze({ __html: '' });

/** Whether the element with this id was rendered by the server and is being hydrated now (read once, on mount). */
export function useHydratingServerElement(id: string): boolean {
  // eslint-disable-next-line jobchat/no-render-time-browser-globals -- guarded: the server finds nothing and renders in full, as hydration then expects.
  const [found] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
  return found;
}

/** The props a component mounted with, kept while its element is the server's. */
export function useMountValue<T>(value: T): T {
  const [mounted] = useState(value);
  return mounted;
}

function isPlainPrimaryClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Links inside kept server content are plain `<a href>`: a click on one navigates in the app, as React
 * Router's `<Link>` would, rather than loading a new document. Opening in a new tab, a download, another
 * origin and a click another handler already took keep the browser's own behaviour.
 */
export function followLinkInApp(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || !isPlainPrimaryClick(event) || !(event.target instanceof Element)) return;
  const anchor = event.target.closest('a');
  if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}
