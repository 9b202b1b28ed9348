/** The test factories' seed users are the users the mocks sign in: a test that writes one as the user cookie tells the truth. */
import { describe, expect, it } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { getSessionUser } from '../../sdk/generated/auth/hooks';
import { seedSessionUsers } from '../support/factories/session-user-factory';

const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('seedSessionUsers', () => {
  it.each([
    ['maria', SEED_SESSION_TOKENS.complete, seedSessionUsers.maria()],
    ['juan', SEED_SESSION_TOKENS.newUser, seedSessionUsers.juan()],
    ['weiLing', SEED_SESSION_TOKENS.singapore, seedSessionUsers.weiLing()],
  ])('%s matches the seeded account the mocks answer with', async (_name, token, built) => {
    const served = await getSessionUser(as(token));
    const { id, first_name, last_name, email, active_key, is_email_verify, is_profile_completed, phone_num, phone_country_code, is_mobile_verified } = served;
    expect(built).toMatchObject({ id, first_name, last_name, email, active_key, is_email_verify, is_profile_completed, phone_num, phone_country_code, is_mobile_verified });
  });
});
