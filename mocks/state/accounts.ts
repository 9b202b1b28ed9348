/**
 * Accounts and sessions of the mock servers: who is signed in, for every user-scoped handler.
 *
 * A request's user is, in order: the persona the scenario layer names (`session:variant=complete-profile`,
 * applied to any request carrying a token, so QA can look at any screen as a given user without signing
 * in), else the owner of the bearer session token. Guest tokens (`guest-…`) belong to no user.
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';
import { bearerToken } from '../handlers/request-context';
import { fail } from '../http/reply';
import { SCENARIO_HEADER, parseScenarios } from '../scenario/scenario-codec';
import { resolveSessionPersona } from '../scenario/scenario-store';
import type { CountryKey, LanguageCode } from '../seed/config/types';

export interface AccountRecord {
  id: number;
  email: string | null;
  /** National number without the country code. */
  phone_num: string | null;
  /** Dialling code with "+", e.g. "+63". */
  phone_country_code: string | null;
  password: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  country_key: CountryKey;
  language_code: LanguageCode;
  /** 1 once the account is activated (what the login routing rule reads). */
  active_key: 0 | 1;
  is_email_verify: boolean;
  is_mobile_verified: boolean;
  is_profile_completed: boolean;
  is_new_account: boolean;
  notice_period_id: number | null;
  /** Id in user_identity_lists once Singapore identity is verified. */
  user_identity_id: number | null;
  status: 'active' | 'suspended';
  /** Social accounts linked to this user. */
  social_accounts: { social_type: 'google' | 'apple' | 'facebook'; user_id: string }[];
  created_at: string;
  /** How the account was created (session user's register_flow); unset on seeded accounts. */
  register_flow?: 'email' | 'phone' | 'social' | 'jobalert' | 'client';
  /** Registration source (web, mobile_web, jobalert), shown in the session user's additional_info. */
  register_source?: string;
}

export interface SessionRecord {
  token: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** Ready users every mock runtime has (see docs/mock-users.md). Password for all: `Jobchat123!`. */
export const SEED_USERS = {
  /** A seeker with a complete profile, resumes, applications, chats and interviews (ph). */
  complete: 900_001,
  /** Just registered: activated, no profile yet (ph). */
  newUser: 900_002,
  /** A Singapore seeker whose identity is not verified yet. */
  singapore: 900_003,
  /** A suspended account: every sign-in answers 41044. */
  suspended: 900_004,
} as const;

export const SEED_PASSWORD = 'Jobchat123!';

/** Fixed session tokens of the ready users, for tests and `curl` (Authorization: Bearer …). */
export const SEED_SESSION_TOKENS = {
  complete: 'session-complete-profile',
  newUser: 'session-new-user',
  singapore: 'session-singapore',
} as const;

/** The scenario personas: `session:variant=<name>` signs every tokened request in as that user. */
export const PERSONA_USERS: Readonly<Record<string, number>> = {
  'complete-profile': SEED_USERS.complete,
  'new-user': SEED_USERS.newUser,
  singapore: SEED_USERS.singapore,
};

const SEED_CREATED_AT = '2025-03-14T09:30:00.000Z';

function seedAccount(fields: Partial<AccountRecord> & Pick<AccountRecord, 'id' | 'email' | 'first_name' | 'last_name' | 'country_key'>): AccountRecord {
  return {
    phone_num: null,
    phone_country_code: null,
    password: SEED_PASSWORD,
    avatar: null,
    language_code: 'en-us',
    active_key: 1,
    is_email_verify: true,
    is_mobile_verified: false,
    is_profile_completed: true,
    is_new_account: false,
    notice_period_id: null,
    user_identity_id: null,
    status: 'active',
    social_accounts: [],
    created_at: SEED_CREATED_AT,
    ...fields,
  };
}

export interface AccountsState {
  users: Map<number, AccountRecord>;
  sessions: Map<string, SessionRecord>;
  nextUserId: number;
}

function createAccounts(): AccountsState {
  const users = new Map<number, AccountRecord>();
  for (const account of [
    seedAccount({
      id: SEED_USERS.complete, email: 'maria.santos@example.com', first_name: 'Maria', last_name: 'Santos', country_key: 'ph',
      phone_num: '9171234567', phone_country_code: '+63', is_mobile_verified: true, avatar: '/mock-assets/avatars/user-900001.svg', notice_period_id: 2,
    }),
    seedAccount({
      id: SEED_USERS.newUser, email: 'new.user@example.com', first_name: 'Juan', last_name: 'Dela Cruz', country_key: 'ph',
      is_profile_completed: false, is_new_account: true, is_email_verify: false, created_at: '2026-10-31T08:00:00.000Z',
    }),
    seedAccount({
      id: SEED_USERS.singapore, email: 'weiling.tan@example.com', first_name: 'Wei Ling', last_name: 'Tan', country_key: 'sg',
      phone_num: '81234567', phone_country_code: '+65', is_mobile_verified: true,
    }),
    seedAccount({ id: SEED_USERS.suspended, email: 'suspended@example.com', first_name: 'Sam', last_name: 'Reyes', country_key: 'ph', status: 'suspended' }),
  ]) {
    users.set(account.id, account);
  }
  const sessions = new Map<string, SessionRecord>();
  const now = mockNow();
  const tokens: [string, number][] = [
    [SEED_SESSION_TOKENS.complete, SEED_USERS.complete],
    [SEED_SESSION_TOKENS.newUser, SEED_USERS.newUser],
    [SEED_SESSION_TOKENS.singapore, SEED_USERS.singapore],
  ];
  for (const [token, userId] of tokens) sessions.set(token, { token, user_id: userId, created_at: now, expires_at: now + SESSION_TTL_MS });
  return { users, sessions, nextUserId: 910_001 };
}

export const accounts = defineDomainState('accounts', createAccounts);

let sessionCounter = 0;

/** Opens a 30-day session for the user and returns its token. */
export async function openSession(userId: number): Promise<SessionRecord> {
  const state = await accounts();
  sessionCounter += 1;
  const now = mockNow();
  const token = `session-${userId}-${now.toString(36)}-${sessionCounter.toString(36)}`;
  const session = { token, user_id: userId, created_at: now, expires_at: now + SESSION_TTL_MS };
  state.sessions.set(token, session);
  return session;
}

export async function closeSession(token: string): Promise<void> {
  (await accounts()).sessions.delete(token);
}

/** Creates an account with the next free id (registration, silent job-alert registration, social sign-up). */
export async function createAccount(fields: Omit<Partial<AccountRecord>, 'id'> & Pick<AccountRecord, 'first_name' | 'last_name' | 'country_key'>): Promise<AccountRecord> {
  const state = await accounts();
  const account = seedAccount({
    email: null,
    is_profile_completed: false,
    is_new_account: true,
    is_email_verify: false,
    created_at: new Date(mockNow()).toISOString(),
    ...fields,
    id: state.nextUserId,
  });
  state.nextUserId += 1;
  state.users.set(account.id, account);
  return account;
}

export async function findAccountByEmail(email: string): Promise<AccountRecord | undefined> {
  const wanted = email.trim().toLowerCase();
  for (const account of (await accounts()).users.values()) if (account.email?.toLowerCase() === wanted) return account;
  return undefined;
}

/** The signed-in user of a request, or undefined (no token, a guest token, an expired or unknown session). */
export async function userOf(request: Request): Promise<AccountRecord | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const state = await accounts();
  const persona = resolveSessionPersona(parseScenarios(request.headers.get(SCENARIO_HEADER)));
  const personaId = persona ? PERSONA_USERS[persona] : undefined;
  if (personaId !== undefined) return state.users.get(personaId);
  const session = state.sessions.get(token);
  if (!session || session.expires_at <= mockNow()) return undefined;
  return state.users.get(session.user_id);
}

/**
 * The signed-in user, or the reply a user-only call gives without one: 40003 (HTTP 401, which signs the
 * app out) when there is no usable session, 41044 when the account is suspended.
 */
export async function requireUser(request: Request): Promise<{ user: AccountRecord } | { response: Response }> {
  const user = await userOf(request);
  if (!user) return { response: fail(ErrorCode.CredentialsNotProvided) };
  if (user.status === 'suspended') return { response: fail(ErrorCode.AccountSuspended) };
  return { user };
}

/** Sets fields of the account (profile names, phone, flags); the session user cookie shows them. */
export function updateAccount(account: AccountRecord, fields: Partial<Omit<AccountRecord, 'id'>>): void {
  Object.assign(account, fields);
}

/** Ends every session of the user (a password reset signs the account out everywhere). */
export async function closeSessionsOf(userId: number): Promise<void> {
  const { sessions } = await accounts();
  for (const [token, session] of sessions) if (session.user_id === userId) sessions.delete(token);
}

export function linkSocialAccount(account: AccountRecord, social: AccountRecord['social_accounts'][number]): void {
  account.social_accounts.push(social);
}
