/**
 * happy-dom has an IntersectionObserver that never reports, as if nothing were ever on screen. The
 * integration tests run as on a tall screen instead (tests/integration/setup.ts): every observed element
 * is reported fully in view, so parts that wait to come near (the footer's courses, similar jobs) load
 * and tracked cards are exposed. A suite about what happens before that installs `showNothingInView`.
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

const nothingInView = globalThis.IntersectionObserver;

/** For the whole run: every observed element is in view. */
export function installVisibleEverything(): void {
  globalThis.IntersectionObserver = VisibleEverything as unknown as typeof IntersectionObserver;
}

/** For every test of the calling suite: nothing ever comes into view (happy-dom's own observer). */
export function showNothingInView(): void {
  beforeEach(() => {
    globalThis.IntersectionObserver = nothingInView;
  });
  afterEach(() => {
    installVisibleEverything();
  });
}
