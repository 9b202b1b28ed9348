/**
 * Password sign-in throttling (OWASP ASVS 2.2.1): PASSWORD_MAX_FAILURES failed sign-ins within
 * PASSWORD_FAILURE_WINDOW_MS lock the login for PASSWORD_LOCK_MS, counted from the failure that locked it.
 * While locked every attempt answers 40006 with `retry_after`, the right password included, and the
 * password is not even compared. A successful sign-in (or a password reset) clears the failures.
 *
 * Failures are counted per account when the login names one (its email and phone share one counter), and
 * per normalised login otherwise, so an unknown login locks and answers exactly like a known one.
 * See docs/decisions/0006-auth-attempt-limits.md.
 */
import { z } from 'zod';
import { defineCollection } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';
import { normaliseNationalNumber } from './phone-rules';

export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_LOCK_MS = 15 * 60 * 1000;

export const lockoutSchema = z.object({
  /** Whose sign-ins these are (signInSubject). */
  subject: z.string(),
  /** When the recent failures happened, oldest first (only those inside the window). */
  failures: z.array(z.number()),
  locked_until: z.number().nullable(),
});

const lockouts = defineCollection('sign-in-lockouts', { schema: lockoutSchema });

async function lockoutOf(subject: string) {
  return (await lockouts()).findFirst((q) => q.where({ subject }));
}

/**
 * The counter a password sign-in attempt belongs to: the account it names, else the login normalised as
 * the account lookup normalises it (so two spellings share a counter exactly when they would share an account).
 */
export function signInSubject(login: string, accountId: number | undefined): string {
  if (accountId !== undefined) return `user:${accountId}`;
  return `login:${login.includes('@') ? login.trim().toLowerCase() : normaliseNationalNumber(login).replace(/^\+/, '')}`;
}

/** Seconds until the subject may try again, or null when it is not locked. */
export async function signInLockedFor(subject: string): Promise<number | null> {
  const record = await lockoutOf(subject);
  const now = mockNow();
  if (!record?.locked_until || record.locked_until <= now) return null;
  return Math.max(1, Math.ceil((record.locked_until - now) / 1000));
}

/** Counts a failed sign-in; the one that reaches the limit locks the subject. */
export function recordFailedSignIn(subject: string): Promise<void> {
  const now = mockNow();
  return lockouts.exclusive(async () => {
    const record = (await lockoutOf(subject)) ?? (await lockouts.create({ subject, failures: [], locked_until: null }));
    await lockouts.update(record, (draft) => {
      draft.failures = [...draft.failures.filter((at) => now - at < PASSWORD_FAILURE_WINDOW_MS), now];
      if (draft.failures.length >= PASSWORD_MAX_FAILURES) {
        draft.locked_until = now + PASSWORD_LOCK_MS;
        draft.failures = [];
      }
    });
  });
}

/** A successful sign-in or a password reset: the account starts with a clean slate. */
export async function clearFailedSignIns(subject: string): Promise<void> {
  const record = await lockoutOf(subject);
  if (record) await lockouts.remove(record);
}
