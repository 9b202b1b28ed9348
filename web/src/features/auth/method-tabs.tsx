/**
 * The sign-in methods as tabs, each a real link to the page with that method chosen: before hydration a
 * click is a plain link (the server renders the chosen panel). Once hydrated they are ARIA tabs: a click,
 * arrow keys, Home and End select (roving tabindex), and the page shows the choice in place.
 * On a narrow phone the tabs stay one row that scrolls sideways inside itself (auth.css); the chosen tab
 * is scrolled into the row's view (the focus brings a focused one there by itself).
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';

export interface MethodTab<K extends string> {
  key: K;
  label: string;
}

interface MethodTabsProps<K extends string> {
  label: string;
  tabs: readonly MethodTab<K>[];
  selected: K;
  /** The page's address with this tab chosen: the link before hydration (and for a new browser tab). */
  hrefFor: (key: K) => string;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/** Scrolls the row sideways (only the row, never the page) just enough to show the whole tab. */
function revealInRow(row: HTMLElement, tab: HTMLElement) {
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  // scrollLeft grows to the right in both directions (right to left it runs from 0 down), so a
  // difference of positions on screen is the scroll it takes either way.
  if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left;
  else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right;
}

/** A click with a modifier key or another button (open in a new tab or window) stays the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function MethodTabs<K extends string>({ label, tabs, selected, hrefFor, onSelect, children }: MethodTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLAnchorElement>());
  const row = useRef<HTMLDivElement>(null);
  // The chosen tab in view, also when the page opens on a method whose tab is past the row's end.
  useEffect(() => {
    const tab = refs.current.get(selected);
    if (row.current && tab) revealInRow(row.current, tab);
  }, [selected]);
  // Before hydration no arrow key works: every tab stays in the Tab order, as the links they are.
  const hydrated = useHydrated();
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    // Right to left, the horizontal arrows follow the reading direction.
    const rtl = document.documentElement.dir === 'rtl';
    const forward = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const backward = event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    let next: number | undefined;
    if (forward) next = (index + 1) % tabs.length;
    else if (backward) next = (index + last) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    // A link answers Enter only; Space selects too, as on any tab (instead of scrolling the page).
    else if (event.key === ' ') next = index;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  };
  return (
    <div className="auth-tabs">
      <div ref={row} role="tablist" aria-label={label} className="auth-tabs__list">
        {tabs.map((tab, index) => (
          <Link
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            to={hrefFor(tab.key)}
            role="tab"
            id={`auth-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            // Only the chosen tab's panel is in the page (the others render on choice): a reference must find its element.
            aria-controls={tab.key === selected ? `auth-panel-${tab.key}` : undefined}
            tabIndex={hydrated ? (tab.key === selected ? 0 : -1) : undefined}
            className="auth-tabs__tab"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSelect(tab.key);
            }}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`auth-panel-${selected}`} aria-labelledby={`auth-tab-${selected}`} className="auth-tabs__panel">
        {children}
      </div>
    </div>
  );
}
