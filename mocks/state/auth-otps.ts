/**
 * One-time codes of the mock auth servers (email and phone OTPs, reset codes, magic links, two-factor codes).
 * A code is keyed by what it is for and where it went, is 6 digits, single use and valid 10 minutes; in
 * mock mode every code is MOCK_OTP (documented in contracts/auth.yaml) so tests and QA can type it.
 */
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';
import { normaliseDialCode, normaliseNationalNumber } from './phone-rules';

export type OtpPurpose =
  | 'login'
  | 'reset_password'
  | 'verify_email'
  | 'connect_email'
  | 'change_email'
  | 'bind_phone'
  | 'two_factor'
  | 'magic_link';

export const MOCK_OTP = '123456';
export const MOCK_MAGIC_LINK_TOKEN = 'mock-magic-link';
export const OTP_TTL_MS = 10 * 60 * 1000;
export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
/** A second code for the same purpose and address within this window is refused. */
export const RESEND_COOLDOWN_MS = 60 * 1000;

interface OtpRecord {
  code: string;
  issued_at: number;
  expires_at: number;
  used_at: number | null;
}

const otps = defineDomainState('auth-otps', () => new Map<string, OtpRecord>());

const keyOf = (purpose: OtpPurpose, address: string) => `${purpose}:${address}`;

export function emailAddress(email: string): string {
  return email.trim().toLowerCase();
}

export function phoneAddress(dialCode: string, nationalNumber: string): string {
  return `${normaliseDialCode(dialCode)} ${normaliseNationalNumber(nationalNumber)}`;
}

export type IssueResult = { ok: true; expiresInSeconds: number } | { ok: false; retryAfterSeconds: number };

/** Issues a code, or says how long to wait when the last one is younger than the cooldown. */
export async function issueOtp(purpose: OtpPurpose, address: string, options: { ttlMs?: number; ignoreCooldown?: boolean } = {}): Promise<IssueResult> {
  const store = await otps();
  const now = mockNow();
  const previous = store.get(keyOf(purpose, address));
  if (previous && !options.ignoreCooldown && now - previous.issued_at < RESEND_COOLDOWN_MS) {
    return { ok: false, retryAfterSeconds: Math.ceil((previous.issued_at + RESEND_COOLDOWN_MS - now) / 1000) };
  }
  const ttlMs = options.ttlMs ?? OTP_TTL_MS;
  const code = purpose === 'magic_link' ? MOCK_MAGIC_LINK_TOKEN : MOCK_OTP;
  store.set(keyOf(purpose, address), { code, issued_at: now, expires_at: now + ttlMs, used_at: null });
  return { ok: true, expiresInSeconds: ttlMs / 1000 };
}

/** 41040 wrong (or never sent), 41042 already used, 41043 expired. */
export type OtpProblem = 41040 | 41042 | 41043;

/** Checks a code; `consume` uses it up. null when the code is good. */
export async function checkOtp(purpose: OtpPurpose, address: string, code: string, options: { consume: boolean }): Promise<OtpProblem | null> {
  const record = (await otps()).get(keyOf(purpose, address));
  if (!record || record.code !== code.trim()) return 41040;
  if (record.used_at !== null) return 41042;
  if (mockNow() > record.expires_at) return 41043;
  if (options.consume) record.used_at = mockNow();
  return null;
}

/** When an unused code expires (reset flow: until when the verified code may set the password). */
export async function otpExpiry(purpose: OtpPurpose, address: string): Promise<number | undefined> {
  return (await otps()).get(keyOf(purpose, address))?.expires_at;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export function maskPhone(dialCode: string, nationalNumber: string): string {
  const national = normaliseNationalNumber(nationalNumber);
  return `${normaliseDialCode(dialCode)} ${national.slice(0, 3)}***${national.slice(-4)}`;
}
