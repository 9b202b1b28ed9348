/**
 * Multi-step sign-ins of the mock auth server: QR-code logins, two-factor challenges and "choose account"
 * choices. Flat records in Maps keyed by their id. An id is a bearer credential (a choice token signs in,
 * polling a confirmed QR id hands out its session), so it ends in 128 random bits: a sequential id would
 * let anyone guess another person's sign-in.
 */
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';

export const QR_TTL_MS = 2 * 60 * 1000;
export const QR_POLL_INTERVAL_SECONDS = 2;
export const TWO_FACTOR_TTL_MS = 10 * 60 * 1000;
export const CHOICE_TTL_MS = 10 * 60 * 1000;

export type QrStatus = 'pending' | 'scanned' | 'confirmed' | 'expired';

export interface QrLoginRecord {
  qr_id: string;
  created_at: number;
  expires_at: number;
  status: Exclude<QrStatus, 'expired'>;
  /** The app user who confirmed it. */
  user_id: number | null;
  /** The session opened for the browser at the first poll after confirmation. */
  session_token: string | null;
}

export interface TwoFactorRecord {
  challenge_id: string;
  user_id: number;
  expires_at: number;
}

export interface AccountChoiceRecord {
  choice_token: string;
  user_ids: number[];
  expires_at: number;
}

interface AuthFlowsState {
  qrLogins: Map<string, QrLoginRecord>;
  twoFactor: Map<string, TwoFactorRecord>;
  choices: Map<string, AccountChoiceRecord>;
  /** Social provider codes already exchanged: a code signs in once. */
  redeemedProviderCodes: Set<string>;
  counter: number;
}

export const authFlows = defineDomainState<AuthFlowsState>('auth-flows', () => ({
  qrLogins: new Map(),
  twoFactor: new Map(),
  choices: new Map(),
  redeemedProviderCodes: new Set(),
  counter: 0,
}));

/** True the first time a provider code is redeemed, false for every later try. */
export async function redeemProviderCode(code: string): Promise<boolean> {
  const state = await authFlows();
  if (state.redeemedProviderCodes.has(code)) return false;
  state.redeemedProviderCodes.add(code);
  return true;
}

async function nextId(prefix: string): Promise<string> {
  const state = await authFlows();
  state.counter += 1;
  const secret = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${prefix}-${state.counter}-${secret}`;
}

export async function createQrLogin(): Promise<QrLoginRecord> {
  const now = mockNow();
  const record: QrLoginRecord = { qr_id: await nextId('qr'), created_at: now, expires_at: now + QR_TTL_MS, status: 'pending', user_id: null, session_token: null };
  (await authFlows()).qrLogins.set(record.qr_id, record);
  return record;
}

/** A confirmed QR login never expires for the browser that shows it; the others do after two minutes. */
export function qrStatus(record: QrLoginRecord): QrStatus {
  return record.status !== 'confirmed' && mockNow() > record.expires_at ? 'expired' : record.status;
}

export async function createTwoFactorChallenge(userId: number): Promise<TwoFactorRecord> {
  const record = { challenge_id: await nextId(`tfa-${userId}`), user_id: userId, expires_at: mockNow() + TWO_FACTOR_TTL_MS };
  (await authFlows()).twoFactor.set(record.challenge_id, record);
  return record;
}

/** The live challenge, or undefined when unknown or expired. */
export async function findTwoFactorChallenge(challengeId: string): Promise<TwoFactorRecord | undefined> {
  const record = (await authFlows()).twoFactor.get(challengeId);
  return record && record.expires_at >= mockNow() ? record : undefined;
}

export async function createAccountChoice(userIds: number[]): Promise<AccountChoiceRecord> {
  const record = { choice_token: await nextId('choice'), user_ids: userIds, expires_at: mockNow() + CHOICE_TTL_MS };
  (await authFlows()).choices.set(record.choice_token, record);
  return record;
}

export async function findAccountChoice(token: string): Promise<AccountChoiceRecord | undefined> {
  const record = (await authFlows()).choices.get(token);
  return record && record.expires_at >= mockNow() ? record : undefined;
}

export async function findQrLogin(qrId: string): Promise<QrLoginRecord | undefined> {
  return (await authFlows()).qrLogins.get(qrId);
}

/** The app's answer to a scanned code: `confirm` signs the browser in as the user, anything else marks it scanned. */
export function answerQrLogin(record: QrLoginRecord, action: string, userId: number): void {
  if (action === 'confirm') {
    record.status = 'confirmed';
    record.user_id = userId;
  } else if (record.status === 'pending') {
    record.status = 'scanned';
  }
}

/** The browser's session of a confirmed code: opened at its first poll, the same one at later polls. */
export async function qrSessionToken(record: QrLoginRecord, open: () => Promise<string>): Promise<string> {
  record.session_token ??= await open();
  return record.session_token;
}

/** A choice signs in once. */
export async function spendAccountChoice(token: string): Promise<void> {
  (await authFlows()).choices.delete(token);
}
