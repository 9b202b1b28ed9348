/**
 * Whether an element has come near the viewport: a part far down the page (the footer's courses) asks
 * for its data only then, instead of during the page's start on every visit. Once near, it stays true.
 * Without IntersectionObserver (old browsers) it is true at once.
 */
import { useCallback, useRef, useState, type RefCallback } from 'react';

/** How far outside the viewport counts as near: about a phone screen ahead of a scroll. */
const NEAR_MARGIN = '800px';

export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const watching = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          watching.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR_MARGIN },
      );
      watching.observe(element);
      observer.current = watching;
    },
    [near],
  );
  return [ref, near];
}
