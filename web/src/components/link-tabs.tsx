/**
 * Tabs that are links: each tab has its own address (opened, shared, gone back to), and the current one
 * is marked `aria-current="page"` for assistive technology. Company pages, settings and My jobs use them.
 * On a narrow screen the strip scrolls sideways: the current tab is scrolled into it, never left off-screen.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import './link-tabs.css';

export interface LinkTab<Key extends string> {
  key: Key;
  label: string;
  to: string;
}

export function LinkTabs<Key extends string>({ label, tabs, current }: { label: string; tabs: readonly LinkTab<Key>[]; current: Key }) {
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // The strip scrolls, never the page (scrollIntoView would undo a restored scroll position).
    const link = currentRef.current;
    const strip = link?.parentElement?.parentElement;
    if (!link || !strip) return;
    const tab = link.getBoundingClientRect();
    const view = strip.getBoundingClientRect();
    const offBy = tab.left < view.left ? tab.left - view.left : tab.right > view.right ? tab.right - view.right : 0;
    if (offBy !== 0) strip.scrollBy({ left: offBy });
  }, [current]);
  return (
    <nav className="link-tabs" aria-label={label}>
      <ul className="link-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              ref={tab.key === current ? currentRef : undefined}
              className="link-tabs__link"
              to={tab.to}
              aria-current={tab.key === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
