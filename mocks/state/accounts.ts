/**
 * Accounts and sessions of the mock servers: who is signed in, for every user-scoped handler.
 *
 * A request's user is, in order: the persona the scenario layer names (`session:variant=complete-profile`,
 * applied to any request carrying a token, so QA can look at any screen as a given user without signing
 * in), else the owner of the bearer session token. Guest tokens (`guest-…`) belong to no user.
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';
import { bearerToken } from '../handlers/request-context';
import { fail } from '../http/reply';
import { SCENARIO_HEADER, parseScenarios } from '../scenario/scenario-codec';
import { resolveSessionPersona } from '../scenario/scenario-store';
import type { CountryKey, LanguageCode } from '../seed/config/types';

export const accountSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  /** National number without the country code. */
  phone_num: z.string().nullable(),
  /** Dialling code with "+", e.g. "+63". */
  phone_country_code: z.string().nullable(),
  password: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  country_key: z.custom<CountryKey>((value) => typeof value === 'string'),
  language_code: z.custom<LanguageCode>((value) => typeof value === 'string'),
  /** 1 once the account is activated (what the login routing rule reads). */
  active_key: z.union([z.literal(0), z.literal(1)]),
  is_email_verify: z.boolean(),
  is_mobile_verified: z.boolean(),
  is_profile_completed: z.boolean(),
  is_new_account: z.boolean(),
  notice_period_id: z.number().int().nullable(),
  /** Id in user_identity_lists once Singapore identity is verified. */
  user_identity_id: z.number().int().nullable(),
  status: z.enum(['active', 'suspended']),
  /** Social accounts linked to this user. */
  social_accounts: z.array(z.object({ social_type: z.enum(['google', 'apple', 'facebook']), user_id: z.string() })),
  created_at: z.string(),
  /** How the account was created (session user's register_flow); unset on seeded accounts. */
  register_flow: z.enum(['email', 'phone', 'social', 'jobalert', 'client']).optional(),
  /** Registration source (web, mobile_web, jobalert), shown in the session user's additional_info. */
  register_source: z.string().optional(),
});

export type AccountRecord = RecordOf<typeof accountSchema>;

export const sessionSchema = z.object({ token: z.string(), user_id: z.number().int(), created_at: z.number(), expires_at: z.number() });

export type SessionRecord = RecordOf<typeof sessionSchema>;

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

export const accounts = defineCollection('accounts', {
  schema: accountSchema,
  firstId: 910_001,
  seed: () => [
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
  ],
});

export const sessions = defineCollection('sessions', {
  schema: sessionSchema,
  seed: () => {
    const now = mockNow();
    const tokens: [string, number][] = [
      [SEED_SESSION_TOKENS.complete, SEED_USERS.complete],
      [SEED_SESSION_TOKENS.newUser, SEED_USERS.newUser],
      [SEED_SESSION_TOKENS.singapore, SEED_USERS.singapore],
    ];
    return tokens.map(([token, userId]) => ({ token, user_id: userId, created_at: now, expires_at: now + SESSION_TTL_MS }));
  },
});

let sessionCounter = 0;

/** Opens a 30-day session for the user and returns its token. */
export function openSession(userId: number): Promise<SessionRecord> {
  sessionCounter += 1;
  const now = mockNow();
  const token = `session-${userId}-${now.toString(36)}-${sessionCounter.toString(36)}`;
  return sessions.create({ token, user_id: userId, created_at: now, expires_at: now + SESSION_TTL_MS });
}

export async function sessionOf(token: string): Promise<SessionRecord | undefined> {
  return (await sessions()).findFirst((q) => q.where({ token }));
}

export async function closeSession(token: string): Promise<void> {
  const session = await sessionOf(token);
  if (session) await sessions.remove(session);
}

/** Creates an account with the next free id (registration, silent job-alert registration, social sign-up). */
export function createAccount(fields: Omit<Partial<AccountRecord>, 'id'> & Pick<AccountRecord, 'first_name' | 'last_name' | 'country_key'>): Promise<AccountRecord> {
  const { id: _unused, ...account } = seedAccount({
    email: null,
    is_profile_completed: false,
    is_new_account: true,
    is_email_verify: false,
    created_at: new Date(mockNow()).toISOString(),
    ...fields,
    id: 0,
  });
  return accounts.insert(account);
}

export async function accountById(id: number): Promise<AccountRecord | undefined> {
  return (await accounts()).findFirst((q) => q.where({ id }));
}

/** Every account, in creation order. */
export async function allAccounts(): Promise<readonly AccountRecord[]> {
  return (await accounts()).all();
}

export async function findAccountByEmail(email: string): Promise<AccountRecord | undefined> {
  const wanted = email.trim().toLowerCase();
  return (await accounts()).findFirst((q) => q.where((account) => account.email?.toLowerCase() === wanted));
}

/** The signed-in user of a request, or undefined (no token, a guest token, an expired or unknown session). */
export async function userOf(request: Request): Promise<AccountRecord | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const persona = resolveSessionPersona(parseScenarios(request.headers.get(SCENARIO_HEADER)));
  const personaId = persona ? PERSONA_USERS[persona] : undefined;
  if (personaId !== undefined) return accountById(personaId);
  const session = await sessionOf(token);
  if (!session || session.expires_at <= mockNow()) return undefined;
  return accountById(session.user_id);
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

/** Sets fields of the account (profile names, phone, flags); the session user cookie shows them. Answers the updated account. */
export function updateAccount(account: AccountRecord, fields: Partial<Omit<AccountRecord, 'id'>>): Promise<AccountRecord> {
  return accounts.update(account, (draft) => {
    Object.assign(draft, fields);
  });
}

/** Ends every session of the user (a password reset signs the account out everywhere). */
export async function closeSessionsOf(userId: number): Promise<void> {
  (await sessions()).deleteMany((q) => q.where({ user_id: userId }));
}

export function linkSocialAccount(account: AccountRecord, social: AccountRecord['social_accounts'][number]): Promise<AccountRecord> {
  return accounts.update(account, (draft) => {
    draft.social_accounts.push(social);
  });
}
