/**
 * Multi-step sign-ins of the mock auth server: QR-code logins, two-factor challenges and "choose account"
 * choices, a collection each, keyed by their id. An id is a bearer credential (a choice token signs in,
 * polling a confirmed QR id hands out its session), so it ends in 128 random bits: a sequential id would
 * let anyone guess another person's sign-in.
 */
import { z } from 'zod';
import { defineCollection, defineIdSequence, type RecordOf } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';

export const QR_TTL_MS = 2 * 60 * 1000;
export const QR_POLL_INTERVAL_SECONDS = 2;
export const TWO_FACTOR_TTL_MS = 10 * 60 * 1000;
export const CHOICE_TTL_MS = 10 * 60 * 1000;

export type QrStatus = 'pending' | 'scanned' | 'confirmed' | 'expired';

export const qrLoginSchema = z.object({
  qr_id: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
  status: z.enum(['pending', 'scanned', 'confirmed']),
  /** The app user who confirmed it. */
  user_id: z.number().int().nullable(),
  /** The session opened for the browser at the first poll after confirmation. */
  session_token: z.string().nullable(),
});

export const twoFactorSchema = z.object({ challenge_id: z.string(), user_id: z.number().int(), expires_at: z.number() });
export const accountChoiceSchema = z.object({ choice_token: z.string(), user_ids: z.array(z.number().int()), expires_at: z.number() });
/** A social provider code already exchanged: a code signs in once. */
export const redeemedCodeSchema = z.object({ code: z.string() });

export type QrLoginRecord = RecordOf<typeof qrLoginSchema>;
export type TwoFactorRecord = RecordOf<typeof twoFactorSchema>;
export type AccountChoiceRecord = RecordOf<typeof accountChoiceSchema>;

const qrLogins = defineCollection('qr-logins', { schema: qrLoginSchema });
const twoFactorChallenges = defineCollection('two-factor-challenges', { schema: twoFactorSchema });
const accountChoices = defineCollection('account-choices', { schema: accountChoiceSchema });
const redeemedProviderCodes = defineCollection('redeemed-provider-codes', { schema: redeemedCodeSchema });
/** The visible counter in every flow id (before its random part). */
const flowCounter = defineIdSequence(1);

/** True the first time a provider code is redeemed, false for every later try. */
export function redeemProviderCode(code: string): Promise<boolean> {
  return redeemedProviderCodes.exclusive(async () => {
    if ((await redeemedProviderCodes()).findFirst((q) => q.where({ code }))) return false;
    await redeemedProviderCodes.create({ code });
    return true;
  });
}

function nextId(prefix: string): string {
  const secret = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${prefix}-${flowCounter.next()}-${secret}`;
}

export function createQrLogin(): Promise<QrLoginRecord> {
  const now = mockNow();
  return qrLogins.create({ qr_id: nextId('qr'), created_at: now, expires_at: now + QR_TTL_MS, status: 'pending', user_id: null, session_token: null });
}

/** A confirmed QR login never expires for the browser that shows it; the others do after two minutes. */
export function qrStatus(record: QrLoginRecord): QrStatus {
  return record.status !== 'confirmed' && mockNow() > record.expires_at ? 'expired' : record.status;
}

export function createTwoFactorChallenge(userId: number): Promise<TwoFactorRecord> {
  return twoFactorChallenges.create({ challenge_id: nextId(`tfa-${userId}`), user_id: userId, expires_at: mockNow() + TWO_FACTOR_TTL_MS });
}

/** The live challenge, or undefined when unknown or expired. */
export async function findTwoFactorChallenge(challengeId: string): Promise<TwoFactorRecord | undefined> {
  const record = (await twoFactorChallenges()).findFirst((q) => q.where({ challenge_id: challengeId }));
  return record && record.expires_at >= mockNow() ? record : undefined;
}

export function createAccountChoice(userIds: number[]): Promise<AccountChoiceRecord> {
  return accountChoices.create({ choice_token: nextId('choice'), user_ids: userIds, expires_at: mockNow() + CHOICE_TTL_MS });
}

export async function findAccountChoice(token: string): Promise<AccountChoiceRecord | undefined> {
  const record = (await accountChoices()).findFirst((q) => q.where({ choice_token: token }));
  return record && record.expires_at >= mockNow() ? record : undefined;
}

export async function findQrLogin(qrId: string): Promise<QrLoginRecord | undefined> {
  return (await qrLogins()).findFirst((q) => q.where({ qr_id: qrId }));
}

/** The app's answer to a scanned code: `confirm` signs the browser in as the user, anything else marks it scanned. */
export function answerQrLogin(record: QrLoginRecord, action: string, userId: number): Promise<QrLoginRecord> {
  return qrLogins.update(record, (draft) => {
    if (action === 'confirm') {
      draft.status = 'confirmed';
      draft.user_id = userId;
    } else if (draft.status === 'pending') {
      draft.status = 'scanned';
    }
  });
}

/** The browser's session of a confirmed code: opened at its first poll, the same one at later polls. */
export function qrSessionToken(record: QrLoginRecord, open: () => Promise<string>): Promise<string> {
  return qrLogins.exclusive(async () => {
    const current = (await findQrLogin(record.qr_id)) ?? record;
    if (current.session_token !== null) return current.session_token;
    const token = await open();
    await qrLogins.update(current, (draft) => {
      draft.session_token = token;
    });
    return token;
  });
}

/** A choice signs in once. */
export async function spendAccountChoice(token: string): Promise<void> {
  const record = (await accountChoices()).findFirst((q) => q.where({ choice_token: token }));
  if (record) await accountChoices.remove(record);
}
