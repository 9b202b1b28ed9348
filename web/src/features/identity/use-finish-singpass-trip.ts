/**
 * The end of a Singpass round trip, run by the window that started it (it holds the trip and, with the
 * in-browser mocks, the mock state of S01): the state must be one this app sent; the code is exchanged
 * with the PKCE verifier and the same redirect_uri; the identity result must echo the nonce.
 */
import { useCallback } from 'react';
import { useSingpassCodeExchange } from './identity-queries';
import { takeSingpassTrip } from './singpass-return';

export function useFinishSingpassTrip(): (code: string | null, state: string | null) => Promise<boolean> {
  const { mutateAsync } = useSingpassCodeExchange();
  return useCallback(
    async (code, state) => {
      const trip = takeSingpassTrip(state);
      if (!trip || !code) return false;
      try {
        const result = await mutateAsync({ data: { code, state: trip.state, code_verifier: trip.codeVerifier, redirect_uri: trip.redirectUri } });
        return result.nonce === trip.nonce;
      } catch {
        return false;
      }
    },
    [mutateAsync],
  );
}
