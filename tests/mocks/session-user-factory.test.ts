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
    // The avatar URL is built on the request's host; everything else must be the same.
    expect(built).toEqual({ ...served, avatar: built.avatar });
  });
});
