import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same from render to render and calls the `callback` of the last committed
 * render: a handler a memoized child can take without re-rendering each time its parent does. Call it
 * from events, never while rendering.
 */
export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
