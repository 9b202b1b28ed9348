/** Shared steps of the contract suites that call the mocks through the generated SDK. */
import { expect } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { ApiError } from '../../sdk/api-error';

/** Request options signing a call in as a ready user of the mocks (docs/mock-users.md). */
export const asComplete = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.complete}` } };
export const asNewUser = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.newUser}` } };

/** The ApiError a call fails with (the test fails when it succeeds or fails otherwise). */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The numeric code a call fails with. */
export async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  return (await apiError(promise)).code;
}
