/**
 * Records the app's full-page navigations (sign-out, the W03 handoff, language switches) instead of
 * performing them, for every test of the suite that calls it; the returned list is emptied before each test.
 */
import { afterEach, beforeEach } from 'vitest';
import { setHardNavigation } from '../../web/src/lib/session/session-events';

export function recordHardNavigations(): string[] {
  const navigations: string[] = [];
  let restore = () => {};
  beforeEach(() => {
    navigations.length = 0;
    restore = setHardNavigation((url) => navigations.push(url));
  });
  afterEach(() => restore());
  return navigations;
}
