/**
 * Tabs that are links: each tab has its own address (opened, shared, gone back to), and the current one
 * is marked `aria-current="page"` for assistive technology. Company pages, settings and My jobs use them.
 */
import { Link } from 'react-router';
import './link-tabs.css';

export interface LinkTab<Key extends string> {
  key: Key;
  label: string;
  to: string;
}

export function LinkTabs<Key extends string>({ label, tabs, current }: { label: string; tabs: readonly LinkTab<Key>[]; current: Key }) {
  return (
    <nav className="link-tabs" aria-label={label}>
      <ul className="link-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link className="link-tabs__link" to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
