/** The sign-in methods as tabs (arrow keys, Home and End move between them; roving tabindex). */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface MethodTab<K extends string> {
  key: K;
  label: string;
}

interface MethodTabsProps<K extends string> {
  label: string;
  tabs: readonly MethodTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

export function MethodTabs<K extends string>({ label, tabs, selected, onSelect, children }: MethodTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
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
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  };
  return (
    <div className="auth-tabs">
      <div role="tablist" aria-label={label} className="auth-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`auth-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`auth-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`auth-panel-${selected}`} aria-labelledby={`auth-tab-${selected}`} className="auth-tabs__panel">
        {children}
      </div>
    </div>
  );
}
