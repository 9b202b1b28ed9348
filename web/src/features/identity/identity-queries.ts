/** The Singpass calls (S01–S03 and the code exchange), queries with scoped keys; every screen here shows its own errors. */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import {
  generateSingpassAuthoriseUrl,
  getGetSingpassUserInfoQueryOptions,
  useExchangeSingpassCode,
  useVerifySingaporeIdentity,
  type SingpassUserInfo,
} from '@sdk/generated/singpass/hooks';
import { scoped, type QueryScope } from '../../lib/query-scope';
import { beginSingpassTrip } from './singpass-return';

const AUTHORISE_URL_STALE_MS = 5 * 60_000;

/**
 * S01: the provider page to open; fetched up front so the click can open the window at once. Each fetch
 * starts a new round trip (state, nonce, PKCE pair) that the callback takes back, so it is a query
 * of its own (keyed by the return address) over the generated POST call, not a generated query.
 */
export function authoriseUrlQuery(scope: QueryScope, redirectUri: string, enabled: boolean) {
  const queryKey: QueryKey = ['singpass', 'authorise-url', redirectUri];
  return scoped(
    scope,
    queryOptions({
      queryKey,
      queryFn: async () => {
        const trip = await beginSingpassTrip(redirectUri);
        return generateSingpassAuthoriseUrl({
          redirect_uri: redirectUri, state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256',
        });
      },
      enabled,
      staleTime: AUTHORISE_URL_STALE_MS,
      refetchOnWindowFocus: false,
      retry: false,
    }),
  );
}

/** S02: the identity of the latest authorise, or empty data (the failure dialog). Never cached. */
export function singpassUserInfoQuery(scope: QueryScope) {
  return scoped(scope, getGetSingpassUserInfoQueryOptions({ query: { gcTime: 0, staleTime: 0, retry: false, refetchOnWindowFocus: false } }));
}

/** The callback's code exchange: the identity result, whose nonce the callback checks. */
export function useSingpassCodeExchange() {
  return useExchangeSingpassCode();
}

/** S03: confirms the identity by its user-info id. */
export function useVerifyIdentity() {
  return useVerifySingaporeIdentity();
}

export function hasIdentity(data: unknown): data is SingpassUserInfo {
  return typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'string' && (data as { id: string }).id !== '';
}
