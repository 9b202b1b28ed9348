/**
 * happy-dom has an IntersectionObserver that never reports, as if nothing were ever on screen. Tests
 * of what happens when something comes into view (tracked cards, the footer's courses) install this
 * one instead: every observed element is reported fully in view, as on a tall screen.
 */
import { afterEach, beforeEach } from 'vitest';

class VisibleEverything {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  unobserve() {}
  disconnect() {}
}

/** For every test of the calling suite: every observed element is in view. */
export function showEverythingInView(): void {
  const realObserver = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = VisibleEverything as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = realObserver;
  });
}
