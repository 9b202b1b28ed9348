/**
 * The seeker's time zone as the interview-time tests pin it, in place of lib/date-time/seeker-time-zone (the
 * browser's zone): `vi.mock('../../web/src/lib/date-time/seeker-time-zone', () => import('./pinned-seeker-zone'))`.
 * `seeker.reads` counts the reads: the server render must make none.
 */
import { afterEach } from 'vitest';

export const seeker = { zone: 'Asia/Tokyo', reads: 0 };

export function seekerTimeZone(): string {
  seeker.reads += 1;
  return seeker.zone;
}

afterEach(() => {
  seeker.zone = 'Asia/Tokyo';
  seeker.reads = 0;
});
