/**
 * SessionUser (the `user` cookie) for tests, typed against the generated SDK: a contract change to the
 * user breaks these at compile time instead of leaving copied literals silently out of date.
 * `sessionUserFactory.build(overrides)` makes any user; `seedSessionUsers` are the mock seed accounts
 * (mocks/state/accounts) as the cookie holds them after signing in. Imports only SDK types, so the
 * browser tests (Playwright) can use it without loading the mocks.
 */
import { SessionUserActiveKey, type SessionUser } from '@sdk/generated/auth/hooks';

let sequence = 0;

export const sessionUserFactory = {
  /** A signed-in, activated user with a completed profile and nothing optional set. */
  build(overrides: Partial<SessionUser> = {}): SessionUser {
    sequence += 1;
    const id = overrides.id ?? 800_000 + sequence;
    return {
      id,
      active_key: SessionUserActiveKey.NUMBER_1,
      first_name: 'Test',
      last_name: `User ${sequence}`,
      email: `user.${id}@example.com`,
      phone_num: null,
      phone_country_code: null,
      is_mobile_verified: false,
      avatar: null,
      additional_info: { source: null, user_identity_id: null },
      is_email_verify: true,
      notice_period_id: null,
      is_profile_completed: true,
      longitude: null,
      latitude: null,
      is_new_account: false,
      register_flow: null,
      register_flow_v2: null,
      chat_flow: '0',
      ...overrides,
    };
  },
};

/**
 * The seeded accounts, field for field as getSessionUser serves them (tests/mocks/session-user-factory.test.ts
 * holds them to it), except `avatar`, left null: the mocks' avatar URL depends on the host. Each call returns
 * a fresh copy.
 */
export const seedSessionUsers = {
  /** Maria Santos (ph): profile complete, email and mobile verified. */
  maria: (overrides: Partial<SessionUser> = {}) =>
    sessionUserFactory.build({
      id: 900_001,
      first_name: 'Maria',
      last_name: 'Santos',
      email: 'maria.santos@example.com',
      phone_num: '9171234567',
      phone_country_code: '+63',
      is_mobile_verified: true,
      notice_period_id: 2,
      ...overrides,
    }),
  /** Juan Dela Cruz (ph): a new account, email not verified, profile to complete. */
  juan: (overrides: Partial<SessionUser> = {}) =>
    sessionUserFactory.build({
      id: 900_002,
      first_name: 'Juan',
      last_name: 'Dela Cruz',
      email: 'new.user@example.com',
      is_email_verify: false,
      is_profile_completed: false,
      is_new_account: true,
      ...overrides,
    }),
  /** Wei Ling Tan (sg): mobile verified, identity not yet verified with Singpass. */
  weiLing: (overrides: Partial<SessionUser> = {}) =>
    sessionUserFactory.build({
      id: 900_003,
      first_name: 'Wei Ling',
      last_name: 'Tan',
      email: 'weiling.tan@example.com',
      phone_num: '81234567',
      phone_country_code: '+65',
      is_mobile_verified: true,
      ...overrides,
    }),
};
