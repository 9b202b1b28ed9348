/**
 * A component loaded on first use (React.lazy) that can also be fetched ahead, when the user shows the
 * intent to open it (pointer over, focus on its button). Dialogs with forms and rules load this way, so
 * they stay out of a page's first-visit JavaScript without a wait on the click.
 *
 * A chunk that failed to arrive (a phone between cells) is not kept as failed: LazyPartBoundary
 * (components/lazy-part-boundary.tsx) shows the failure, and its retry loads the chunk again.
 */
import { lazy, type ComponentProps, type ComponentType } from 'react';

/** How the part whose chunk failed with an error starts over, by the error its render threw. */
const startOverAfter = new WeakMap<object, () => Promise<unknown>>();

/**
 * Loads again, for its next render, the part whose chunk failed with `error`, and settles when it has
 * (rejecting if it failed again); any other error has nothing to load again.
 */
export async function retryLazyPart(error: unknown): Promise<void> {
  const startOver = typeof error === 'object' && error !== null ? startOverAfter.get(error) : undefined;
  if (startOver) await startOver();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component props
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      if (typeof error === 'object' && error !== null) startOverAfter.set(error, startOver);
      throw error;
    }));
  // React.lazy keeps a failed load for good, so starting over needs a new one.
  let Loaded = lazy(once);
  const startOver = () => {
    Loaded = lazy(once);
    return once();
  };
  function LazyPart(props: ComponentProps<T>) {
    return <Loaded {...props} />;
  }
  // A preload that fails leaves nothing behind: the part's first render loads it again.
  return Object.assign(LazyPart, { preload: () => void once().catch(() => undefined) });
}
