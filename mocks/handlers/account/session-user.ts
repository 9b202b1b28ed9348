/** Projections of an account into the session user and the sign-in reply every sign-in answers with. */
import type { SessionUser, SignInReply, TwoFactorChallenge } from '../../../sdk/generated/auth/hooks';
import { countryLists } from '../../seed/config/catalog-countries';
import { emitDomainEvent } from '../../state/domain-events';
import { SESSION_TTL_MS, allAccounts, createAccount, openSession, type AccountRecord } from '../../state/accounts';
import { normaliseDialCode, normaliseNationalNumber } from '../../state/phone-rules';
import { assetUrl } from '../request-context';

export const SESSION_EXPIRES_IN_SECONDS = SESSION_TTL_MS / 1000;

/** The public OAuth client the mock auth server knows (documented in contracts/auth.yaml): an id, no secret. */
export const MOCK_CLIENT = { id: 2 } as const;

export function isMockClient(clientId: number): boolean {
  return clientId === MOCK_CLIENT.id;
}

export function toSessionUser(account: AccountRecord, origin: string): SessionUser {
  return {
    id: account.id,
    active_key: account.active_key,
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email,
    phone_num: account.phone_num,
    phone_country_code: account.phone_country_code,
    is_mobile_verified: account.is_mobile_verified,
    avatar: assetUrl({ origin }, account.avatar),
    additional_info: { source: account.register_source ?? null, user_identity_id: account.user_identity_id },
    is_email_verify: account.is_email_verify,
    notice_period_id: account.notice_period_id,
    is_profile_completed: account.is_profile_completed,
    longitude: null,
    latitude: null,
    is_new_account: account.is_new_account,
    register_flow: account.register_flow ?? null,
    register_flow_v2: null,
    chat_flow: '0',
  };
}

/** Opens a session for the account and answers the common sign-in shape. */
export async function signIn(account: AccountRecord, origin: string): Promise<SignInReply> {
  const session = await openSession(account.id);
  return { token: session.token, expires_in: SESSION_EXPIRES_IN_SECONDS, user: toSessionUser(account, origin) };
}

/** A sign-in that still needs the safety code: the token is the challenge's, not a session. */
export function twoFactorReply(account: AccountRecord, origin: string, challenge: TwoFactorChallenge): SignInReply {
  return { token: challenge.challenge_id, expires_in: 0, user: toSessionUser(account, origin), two_factor: challenge };
}

/** Every new account goes through here so the other domains hear about it. */
export async function createSignedUpAccount(fields: Parameters<typeof createAccount>[0]): Promise<AccountRecord> {
  const account = await createAccount(fields);
  await emitDomainEvent({ type: 'account-created', userId: account.id });
  return account;
}

/** Accounts with the number, verified ones first (a verified number belongs to one account only). */
export async function findAccountsByPhone(dialCode: string, nationalNumber: string): Promise<AccountRecord[]> {
  const dial = normaliseDialCode(dialCode);
  const national = normaliseNationalNumber(nationalNumber);
  const found = (await allAccounts()).filter((a) => a.phone_country_code === dial && a.phone_num === national);
  return found.sort((a, b) => Number(b.is_mobile_verified) - Number(a.is_mobile_verified) || a.id - b.id);
}

/** The dialling code of a country key, from country_lists (for registration contact numbers). */
export function dialCodeOfCountry(countryKey: string): string | null {
  return countryLists.find((country) => country.country_key === countryKey)?.code ?? null;
}

/** Whether SMS can be sent to the dialling code (country_lists' is_sms_allowed). */
export function isSmsAllowed(dialCode: string): boolean {
  const dial = normaliseDialCode(dialCode);
  return countryLists.some((country) => country.code === dial && country.is_sms_allowed);
}

/** A first name for accounts created from an email only (local part, capitalised, max 50). */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const word = local.split(/[._+-]/)[0] ?? '';
  return (word.charAt(0).toUpperCase() + word.slice(1)).slice(0, 50);
}
