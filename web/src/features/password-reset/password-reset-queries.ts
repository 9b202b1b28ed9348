/** The password and email screens' one query (the email verification link), as an options function with a scoped key. */
import { getVerifyEmailQueryOptions, type VerifyEmailParams } from '@sdk/generated/data/hooks';
import { scoped, type QueryScope } from '../../lib/query-scope';

/** The code is single use: one request, never retried or refetched. The page shows the error. */
export function verifyEmailQuery(scope: QueryScope, params: VerifyEmailParams) {
  return scoped(
    scope,
    getVerifyEmailQueryOptions(params, { query: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false, meta: { handlesError: true } } }),
  );
}
