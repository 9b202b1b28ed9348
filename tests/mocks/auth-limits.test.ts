/**
 * Attempt limits of the auth mocks (OWASP ASVS 2.2, docs/decisions/0006-auth-attempt-limits.md): codes die
 * after 5 wrong tries whichever call checks them, sends are capped per recipient and hour, password sign-in
 * locks with 40006 and `retry_after`, and a reset asked for an unknown email answers like a known one.
 * Every reply is checked against the contracts by the mocks project's setup.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { SEED_PASSWORD, SEED_USERS } from '../../mocks/state/accounts';
import { OTP_MAX_WRONG_TRIES, SENDS_PER_HOUR } from '../../mocks/state/auth-otps';
import { PASSWORD_LOCK_MS, PASSWORD_MAX_FAILURES } from '../../mocks/state/sign-in-lockout';
import {
  findLinkedAccounts, loginWithMagicLink, loginWithOtp, loginWithPassword, resetPassword, sendEmailOtp, sendMagicLink,
  sendPhoneOtp, sendResetPasswordOtp, verifyResetPasswordOtp,
} from '../../sdk/generated/auth/hooks';
import { apiError, codeOf } from '../support/api-calls';

const OTP = '123456';
const WRONG = '000000';
const CLIENT = { client_id: 2, client_secret: 'jobchat-web-mock-secret' };
const MARIA = 'maria.santos@example.com';
const NOBODY = 'nobody.here@example.com';
const MARIA_PHONE = { phone_country_code: '+63', phone_num: '9171234567' };
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const MINUTE = 60_000;

let now = T0;
const at = (ms: number) => {
  now = ms;
  setMockClock(ms);
};
beforeEach(() => at(T0));
afterEach(() => setMockClock(undefined));

const signIn = (login: string, password: string) => loginWithPassword({ login, password, ...CLIENT });

async function failWrongTimes(times: number, attempt: () => Promise<unknown>, code = 41040): Promise<void> {
  for (let i = 0; i < times; i += 1) expect(await codeOf(attempt())).toBe(code);
}

describe('a code dies after 5 wrong tries', () => {
  it('refuses the right code on the 6th try and takes a freshly sent one', async () => {
    await sendEmailOtp({ email: MARIA });
    await failWrongTimes(OTP_MAX_WRONG_TRIES, () => loginWithOtp({ email: MARIA, otp: WRONG }));
    expect(await codeOf(loginWithOtp({ email: MARIA, otp: OTP }))).toBe(41043);

    at(now + MINUTE);
    await sendEmailOtp({ email: MARIA });
    expect((await loginWithOtp({ email: MARIA, otp: OTP })).user.id).toBe(SEED_USERS.complete);
  });

  it('counts the linked-accounts check: guessing there kills the code for the sign-in too', async () => {
    await sendPhoneOtp(MARIA_PHONE);
    await failWrongTimes(OTP_MAX_WRONG_TRIES, () => findLinkedAccounts({ ...MARIA_PHONE, otp: WRONG }));
    expect(await codeOf(findLinkedAccounts({ ...MARIA_PHONE, otp: OTP }))).toBe(41043);
    expect(await codeOf(loginWithOtp({ ...MARIA_PHONE, otp: OTP }))).toBe(41043);
  });

  it('counts reset-code verification and the reset together', async () => {
    await sendResetPasswordOtp({ email: MARIA });
    await failWrongTimes(3, () => verifyResetPasswordOtp({ email: MARIA, otp: WRONG }));
    await failWrongTimes(2, () => resetPassword({ email: MARIA, otp: WRONG, new_password: 'Harbour#2026', ...CLIENT }));
    expect(await codeOf(verifyResetPasswordOtp({ email: MARIA, otp: OTP }))).toBe(41043);
    expect(await codeOf(resetPassword({ email: MARIA, otp: OTP, new_password: 'Harbour#2026', ...CLIENT }))).toBe(41043);
    expect((await signIn(MARIA, SEED_PASSWORD)).user.id).toBe(SEED_USERS.complete);
  });

  it('kills a magic link the same way', async () => {
    await sendMagicLink({ email: MARIA });
    await failWrongTimes(OTP_MAX_WRONG_TRIES, () => loginWithMagicLink({ email: MARIA, token: 'guessed-token' }), 41056);
    expect(await codeOf(loginWithMagicLink({ email: MARIA, token: 'mock-magic-link' }))).toBe(41043);
  });
});

describe('code sends are capped per recipient and hour', () => {
  async function sendEveryMinute(times: number, send: () => Promise<unknown>): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      await send();
      at(now + MINUTE);
    }
  }

  it('refuses the 6th email code within an hour with 41287, whatever its purpose, until the hour has passed', async () => {
    await sendEveryMinute(SENDS_PER_HOUR - 1, () => sendEmailOtp({ email: MARIA }));
    await sendMagicLink({ email: MARIA });
    at(now + MINUTE);
    expect(await codeOf(sendEmailOtp({ email: MARIA }))).toBe(41287);
    expect(await codeOf(sendEmailOtp({ email: 'Maria.Santos@example.com', purpose: 'verify_email' }))).toBe(41287);
    expect(await sendEmailOtp({ email: 'juan.other@example.com' })).toMatchObject({ expires_in: 600 });

    at(T0 + 60 * MINUTE);
    expect(await sendEmailOtp({ email: MARIA })).toMatchObject({ expires_in: 600 });
  });

  it('caps SMS codes to one number', async () => {
    await sendEveryMinute(SENDS_PER_HOUR, () => sendPhoneOtp(MARIA_PHONE));
    expect(await codeOf(sendPhoneOtp({ phone_country_code: '+63', phone_num: '917-123-4567' }))).toBe(41287);
  });

  it('answers a capped reset with 40006 and the seconds until the oldest send leaves the hour', async () => {
    await sendEveryMinute(SENDS_PER_HOUR, () => sendResetPasswordOtp({ email: MARIA }));
    const capped = await apiError(sendResetPasswordOtp({ email: MARIA }));
    expect(capped).toMatchObject({ code: 40006, status: 429 });
    expect(capped.retryAfter).toBe((60 - SENDS_PER_HOUR) * 60);
  });
});

describe('reset-password/otp answers alike for known and unknown emails', () => {
  async function replies(email: string): Promise<unknown[]> {
    at(T0);
    const first = await sendResetPasswordOtp({ email });
    const again = await apiError(sendResetPasswordOtp({ email }));
    const wrong: (number | undefined)[] = [];
    for (let i = 0; i <= OTP_MAX_WRONG_TRIES; i += 1) wrong.push(await codeOf(verifyResetPasswordOtp({ email, otp: WRONG })));
    return [first.expires_in, first.resend_after, first.sent_to.replace(/^[^*]*/, ''), again.code, again.retryAfter, wrong];
  }

  it('gives the same first reply, the same 40006 on a second send and the same wrong-code answers', async () => {
    const known = await replies('maria.santos@example.com');
    const unknown = await replies('nobody.sa@example.com');
    expect(unknown).toEqual(known);
    expect(known[3]).toBe(40006);
    expect(known[5]).toEqual([41040, 41040, 41040, 41040, 41040, 41043]);
  });

  it('sends no working code to an unknown email', async () => {
    await sendResetPasswordOtp({ email: NOBODY });
    expect(await codeOf(verifyResetPasswordOtp({ email: NOBODY, otp: OTP }))).toBe(41040);
  });
});

describe('password sign-in locks after 5 failures in 15 minutes', () => {
  it('answers 40006 with retry_after, even for the right password, until the lock ends', async () => {
    await failWrongTimes(PASSWORD_MAX_FAILURES, () => signIn(MARIA, 'wrong-password'), 40002);
    const locked = await apiError(signIn(MARIA, SEED_PASSWORD));
    expect(locked).toMatchObject({ code: 40006, status: 429 });
    expect(locked.retryAfter).toBe(PASSWORD_LOCK_MS / 1000);
    // The email and the phone number of one account share the lock.
    expect(await codeOf(signIn('+63 917 123 4567', SEED_PASSWORD))).toBe(40006);

    at(T0 + PASSWORD_LOCK_MS - MINUTE);
    expect((await apiError(signIn(MARIA, SEED_PASSWORD))).retryAfter).toBe(60);
    at(T0 + PASSWORD_LOCK_MS);
    expect((await signIn(MARIA, SEED_PASSWORD)).user.id).toBe(SEED_USERS.complete);
  });

  it('locks an unknown login exactly like a known one', async () => {
    await failWrongTimes(PASSWORD_MAX_FAILURES, () => signIn(NOBODY, 'wrong-password'), 40002);
    const locked = await apiError(signIn(NOBODY, 'wrong-password'));
    expect(locked).toMatchObject({ code: 40006, status: 429 });
    expect(locked.retryAfter).toBe(PASSWORD_LOCK_MS / 1000);
  });

  it('forgets failures after a success or once they are 15 minutes old', async () => {
    await failWrongTimes(PASSWORD_MAX_FAILURES - 1, () => signIn(MARIA, 'wrong-password'), 40002);
    await signIn(MARIA, SEED_PASSWORD);
    await failWrongTimes(PASSWORD_MAX_FAILURES - 1, () => signIn(MARIA, 'wrong-password'), 40002);
    at(T0 + 15 * MINUTE);
    await failWrongTimes(PASSWORD_MAX_FAILURES - 1, () => signIn(MARIA, 'wrong-password'), 40002);
    expect((await signIn(MARIA, SEED_PASSWORD)).user.id).toBe(SEED_USERS.complete);
  });

  it('lifts the lock when the owner resets the password by email', async () => {
    await failWrongTimes(PASSWORD_MAX_FAILURES, () => signIn(MARIA, 'wrong-password'), 40002);
    await sendResetPasswordOtp({ email: MARIA });
    await resetPassword({ email: MARIA, otp: OTP, new_password: 'Harbour#2026', ...CLIENT });
    expect((await signIn(MARIA, 'Harbour#2026')).user.id).toBe(SEED_USERS.complete);
  });
});
