/**
 * Shared steps of the interview (W13) suites: Maria signed in (the seeded interviews are hers), the app
 * and the mocks on one pinned clock, and the dialog once its interview has loaded.
 * The mocks seed Maria's interviews relative to their clock when first asked (mocks/state/interviews.ts).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { interviews } from '../../mocks/state/interviews';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import enErrors from '../../web/src/i18n/locales/en-us/errors.json';

export const NOW = Date.UTC(2026, 10, 22, 3, 15);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Maria's seeded interviews, at their offsets from NOW. */
export const INTERVIEWS = {
  pendingTwoTimes: 700_001,
  videoInOneHour: 700_002,
  onsiteInFiveHours: 700_003,
  videoInTwoAndAHalfHours: 700_004,
  completed: 700_005,
  notAttended: 700_006,
  passed: 700_007,
} as const;

/** The app's clock and the mocks' clock, pinned together (only Date is faked: timers run as usual). */
export function pinClock(epochMs: number): void {
  setMockClock(epochMs);
  vi.setSystemTime(epochMs);
}

/**
 * Every test starts at NOW with Maria's interviews seeded then, so moving the clock afterwards moves
 * time past them.
 */
export function pinClockForEachTest(): void {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    pinClock(NOW);
    await interviews();
  });
  afterEach(() => {
    setMockClock(undefined);
    vi.useRealTimers();
  });
}

export function signInAsMaria(): void {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: seedSessionUsers.maria() });
}

/** The interview dialog once its interview has loaded (its facts are listed). */
export async function interviewDialog(): Promise<HTMLElement> {
  const term = await screen.findByText('Contact person', { selector: 'dt' });
  return term.closest<HTMLElement>('dialog')!;
}

/** The English message of a documented code, as errors.json has it. */
export function messageOf(code: number): string {
  return (enErrors.code as Record<string, string>)[String(code)]!;
}

export { within };
