/**
 * After each client-side navigation to another page (not on first load, not for query or hash
 * changes), focus moves to the new page's main heading and its title is handed to a polite live
 * region. The heading may come later than the location (lazy code, loading states), so it is
 * awaited, and so is a title the page sets once its data is in. Focus is left alone when the new page already put it inside the main area itself (an
 * autofocused code field, or a tab link that stays on screen), when a dialog holds it, or when the
 * link named a section.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 10_000;

/** Suspense hides the previous page with `display: none` while it keeps it in the document. */
function isShown(element: HTMLElement, root: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== root; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
  }
  return true;
}

function findHeading(main: HTMLElement): HTMLElement | undefined {
  return [...main.querySelectorAll<HTMLElement>('h1')].find((heading) => isShown(heading, main));
}

/** Returns the text the live region should announce (empty until the first navigation). */
export function useRouteFocus(mainId: string): string {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  // The previous page's title, kept per pathname: the render for a new pathname comes before the
  // commit in which the new page renames the tab (React's "state from the previous render" pattern).
  // (The server render has no tab: nothing to compare there, and no effect runs.)
  // eslint-disable-next-line jobchat/no-render-time-browser-globals -- guarded, and only effects read it: the HTML is the same.
  const currentTitle = typeof document === 'undefined' ? '' : document.title;
  const [before, setBefore] = useState(() => ({ pathname, title: currentTitle }));
  if (before.pathname !== pathname) setBefore({ pathname, title: currentTitle });
  const titleBefore = before.pathname === pathname ? before.title : currentTitle;

  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    let settleTimer: number | undefined;
    // A page may name itself only when its data arrives: a later title replaces the heading's text.
    const titleWatch = new MutationObserver(() => {
      if (document.title !== titleBefore) setAnnouncement(document.title);
    });

    const settle = (heading: HTMLElement) => {
      observer.disconnect();
      // The page's own effects (its document title, its autofocus) run after its heading is in place.
      settleTimer = window.setTimeout(() => {
        const active = document.activeElement;
        // The page put focus somewhere itself, or a dialog (opened by the new page) holds it.
        const focusedByPage = active instanceof HTMLElement && ((active !== main && main.contains(active)) || active.closest('dialog, [role="dialog"]') !== null);
        // A link to a section of the page ("/#web3") lands there, not on the heading.
        const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
        if (!focusedByPage && !section && heading.isConnected) {
          if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
          heading.focus();
        }
        const title = document.title !== titleBefore ? document.title : (heading.textContent ?? '').trim();
        setAnnouncement(title || document.title);
        if (document.title === titleBefore) titleWatch.observe(document.head, { childList: true, subtree: true, characterData: true });
      }, 0);
    };

    const observer = new MutationObserver(() => {
      const heading = findHeading(main);
      if (heading) settle(heading);
    });
    const ready = findHeading(main);
    if (ready) settle(ready);
    else observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    const giveUp = window.setTimeout(() => {
      observer.disconnect();
      titleWatch.disconnect();
    }, WAIT_MS);
    return () => {
      observer.disconnect();
      titleWatch.disconnect();
      window.clearTimeout(giveUp);
      window.clearTimeout(settleTimer);
    };
  }, [pathname, hash, mainId, titleBefore]);

  return announcement;
}
