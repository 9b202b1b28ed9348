/** The Singpass calls (S01–S03) with scoped keys; every screen here shows its own errors. */
import { useQuery } from '@tanstack/react-query';
import {
  generateSingpassAuthoriseUrl,
  getGetSingpassUserInfoQueryKey,
  useGetSingpassUserInfo,
  useVerifySingaporeIdentity,
  type SingpassUserInfo,
} from '@sdk/generated/singpass/hooks';
import { useScopedKey } from '../../lib/query-scope';

const AUTHORISE_URL_STALE_MS = 5 * 60_000;

/** S01: the provider page to open; fetched up front so the click can open the window at once. */
export function useAuthoriseUrl(redirectUri: string, enabled: boolean) {
  const scoped = useScopedKey();
  return useQuery({
    queryKey: scoped(['singpass', 'authorise-url', redirectUri]),
    queryFn: () => generateSingpassAuthoriseUrl({ redirect_uri: redirectUri }),
    enabled,
    staleTime: AUTHORISE_URL_STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
    meta: { handlesError: true },
  });
}

/** S02: the identity of the latest authorise, or empty data (the failure dialog). Never cached. */
export function useSingpassUserInfo() {
  const scoped = useScopedKey();
  return useGetSingpassUserInfo({
    query: {
      queryKey: scoped(getGetSingpassUserInfoQueryKey()),
      gcTime: 0,
      staleTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      meta: { handlesError: true },
    },
  });
}

/** S03: confirms the identity by its user-info id. */
export function useVerifyIdentity() {
  return useVerifySingaporeIdentity({ mutation: { meta: { handlesError: true } } });
}

export function hasIdentity(data: unknown): data is SingpassUserInfo {
  return typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'string' && (data as { id: string }).id !== '';
}
