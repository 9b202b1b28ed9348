/**
 * A component loaded on first use (React.lazy) that can also be fetched ahead, when the user shows the
 * intent to open it (pointer over, focus on its button). Dialogs with forms and rules load this way, so
 * they stay out of a page's first-visit JavaScript without a wait on the click.
 */
import { lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component props
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: () => void once() });
}
