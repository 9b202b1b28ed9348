/**
 * "Now" for the mocks' live state (OTP expiry, interview windows, created_at of what a user makes).
 * The seeded catalogue is dated from SEED_REFERENCE_NOW; live state follows this clock, which tests
 * can pin (`setMockClock`) so time-window rules are checked without waiting.
 */
let pinned: number | undefined;

export function mockNow(): number {
  return pinned ?? Date.now();
}

export function mockNowIso(): string {
  return new Date(mockNow()).toISOString();
}

/** Pins the clock to an epoch millisecond value; `undefined` returns to the wall clock. */
export function setMockClock(epochMs: number | undefined): void {
  pinned = epochMs;
}
