import type { ReactNode } from 'react';

/** Nothing to show: a title, an optional hint and an optional action. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="state state--empty" role="status">
      <p className="state__title">{title}</p>
      {hint ? <p className="state__message">{hint}</p> : null}
      {action}
    </div>
  );
}
