/**
 * One-time codes of the mock auth servers (email and phone OTPs, reset codes, magic links, two-factor codes).
 * A code is keyed by what it is for and where it went, is 6 digits, single use and valid 10 minutes; in
 * mock mode every code is MOCK_OTP (documented in contracts/auth.yaml) so tests and QA can type it.
 *
 * Attempt limits (docs/decisions/0006-auth-attempt-limits.md): a code dies after OTP_MAX_WRONG_TRIES wrong
 * tries, whichever call checks it (sign-in, reset-code verification, the linked-accounts check); a recipient
 * gets at most SENDS_PER_HOUR codes in a rolling hour, on top of the per-purpose resend cooldown.
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';
import { normaliseDialCode, normaliseNationalNumber } from './phone-rules';


export const MOCK_OTP = '123456';
export const MOCK_MAGIC_LINK_TOKEN = 'mock-magic-link';
export const OTP_TTL_MS = 10 * 60 * 1000;
export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
/** A second code for the same purpose and address within this window is refused. */
export const RESEND_COOLDOWN_MS = 60 * 1000;
/** Wrong tries a code survives; the next try fails (41043) even with the right code until a new one is sent. */
export const OTP_MAX_WRONG_TRIES = 5;
/** Codes one recipient (email address, phone number, two-factor challenge) gets per rolling hour. */
export const SENDS_PER_HOUR = 5;
export const SEND_WINDOW_MS = 60 * 60 * 1000;

const otpPurposeSchema = z.enum(['login', 'reset_password', 'verify_email', 'connect_email', 'change_email', 'bind_phone', 'two_factor', 'magic_link']);

/** The live code of one purpose and address (a new one replaces it). */
export const otpCodeSchema = z.object({
  purpose: otpPurposeSchema,
  address: z.string(),
  code: z.string(),
  issued_at: z.number(),
  expires_at: z.number(),
  used_at: z.number().nullable(),
  wrong_tries: z.number().int(),
});

/** A code sent to an address (every purpose), for the hourly cap and the per-purpose cooldown. */
export const otpSendSchema = z.object({ address: z.string(), purpose: otpPurposeSchema, at: z.number() });

type OtpCodeRecord = RecordOf<typeof otpCodeSchema>;
type SendRecord = RecordOf<typeof otpSendSchema>;

const otpCodes = defineCollection('otp-codes', { schema: otpCodeSchema });
const otpSends = defineCollection('otp-sends', { schema: otpSendSchema });

async function codeFor(purpose: OtpPurpose, address: string): Promise<OtpCodeRecord | undefined> {
  return (await otpCodes()).findFirst((q) => q.where({ purpose, address }));
}

export type OtpPurpose = z.output<typeof otpPurposeSchema>;

/** The code of a send that went nowhere: no input equals it. */
const UNMATCHABLE = '';

export function emailAddress(email: string): string {
  return email.trim().toLowerCase();
}

export function phoneAddress(dialCode: string, nationalNumber: string): string {
  return `${normaliseDialCode(dialCode)} ${normaliseNationalNumber(nationalNumber)}`;
}

export type IssueResult =
  | { ok: true; expiresInSeconds: number }
  | { ok: false; reason: 'cooldown' | 'hourly_cap'; retryAfterSeconds: number };

export interface IssueOptions {
  ttlMs?: number;
  /** Registration's first verification code: sent whatever the limits say, and counted. */
  ignoreLimits?: boolean;
  /**
   * false: count the send and keep a code no input matches (a reset asked for an unknown email answers like
   * a known one: cooldown, cap, and wrong tries until the code dies included, yet nothing was sent).
   */
  deliver?: boolean;
}

const secondsUntil = (epochMs: number, now: number) => Math.max(1, Math.ceil((epochMs - now) / 1000));

/** Why a send to the address for the purpose is refused now, or null when it may go. */
function sendRefusal(sends: SendRecord[], purpose: OtpPurpose, now: number): Extract<IssueResult, { ok: false }> | null {
  const last = sends.findLast((send) => send.purpose === purpose);
  if (last && now - last.at < RESEND_COOLDOWN_MS) return { ok: false, reason: 'cooldown', retryAfterSeconds: secondsUntil(last.at + RESEND_COOLDOWN_MS, now) };
  const oldest = sends[0];
  if (sends.length >= SENDS_PER_HOUR && oldest) return { ok: false, reason: 'hourly_cap', retryAfterSeconds: secondsUntil(oldest.at + SEND_WINDOW_MS, now) };
  return null;
}

/** Issues a code, or says how long to wait (per-purpose cooldown, or the recipient's hourly cap). */
export function issueOtp(purpose: OtpPurpose, address: string, options: IssueOptions = {}): Promise<IssueResult> {
  return otpSends.exclusive(async () => {
    const now = mockNow();
    // Sends older than the window no longer count: they go.
    const all = (await otpSends()).findMany((q) => q.where({ address }));
    for (const old of all.filter((send) => now - send.at >= SEND_WINDOW_MS)) await otpSends.remove(old);
    const sends = all.filter((send) => now - send.at < SEND_WINDOW_MS);
    const refusal = options.ignoreLimits ? null : sendRefusal(sends, purpose, now);
    if (refusal) return refusal;
    await otpSends.create({ address, purpose, at: now });
    const ttlMs = options.ttlMs ?? OTP_TTL_MS;
    const code = options.deliver === false ? UNMATCHABLE : purpose === 'magic_link' ? MOCK_MAGIC_LINK_TOKEN : MOCK_OTP;
    const earlier = await codeFor(purpose, address);
    if (earlier) await otpCodes.remove(earlier);
    await otpCodes.create({ purpose, address, code, issued_at: now, expires_at: now + ttlMs, used_at: null, wrong_tries: 0 });
    return { ok: true, expiresInSeconds: ttlMs / 1000 };
  });
}

/** 41040 wrong (or never sent), 41042 already used, 41043 expired or dead after too many wrong tries. */
export type OtpProblem = typeof ErrorCode.WrongOtp | typeof ErrorCode.OtpAlreadyUsed | typeof ErrorCode.OtpExpired;

/**
 * Checks a code; `consume` uses it up. null when the code is good. Every wrong try counts against the
 * code, whether or not the caller would have used it up, so no call is an unlimited guessing oracle.
 */
export function checkOtp(purpose: OtpPurpose, address: string, code: string, options: { consume: boolean }): Promise<OtpProblem | null> {
  return otpCodes.exclusive(async () => {
    const record = await codeFor(purpose, address);
    if (!record) return ErrorCode.WrongOtp;
    if (record.wrong_tries >= OTP_MAX_WRONG_TRIES) return ErrorCode.OtpExpired;
    if (record.code === UNMATCHABLE || record.code !== code.trim()) {
      await otpCodes.update(record, (draft) => {
        draft.wrong_tries += 1;
      });
      return ErrorCode.WrongOtp;
    }
    if (record.used_at !== null) return ErrorCode.OtpAlreadyUsed;
    if (mockNow() > record.expires_at) return ErrorCode.OtpExpired;
    if (options.consume) {
      await otpCodes.update(record, (draft) => {
        draft.used_at = mockNow();
      });
    }
    return null;
  });
}

/** When an unused code expires (reset flow: until when the verified code may set the password). */
export async function otpExpiry(purpose: OtpPurpose, address: string): Promise<number | undefined> {
  return (await codeFor(purpose, address))?.expires_at;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export function maskPhone(dialCode: string, nationalNumber: string): string {
  const national = normaliseNationalNumber(nationalNumber);
  return `${normaliseDialCode(dialCode)} ${national.slice(0, 3)}***${national.slice(-4)}`;
}
