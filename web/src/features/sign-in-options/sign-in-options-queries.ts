/** The sign-in options' one query (the QR code's status), as an options function with a scoped key. */
import { getGetQrLoginStatusQueryOptions, type QrLoginSession } from '@sdk/generated/auth/hooks';
import { scoped, type QueryScope } from '../../lib/query-scope';

/** Polled at the session's interval until the code is confirmed, expires or the call fails. Never cached. */
export function qrLoginStatusQuery(scope: QueryScope, session: QrLoginSession) {
  return scoped(
    scope,
    getGetQrLoginStatusQueryOptions(session.qr_id, {
      query: {
        gcTime: 0,
        staleTime: 0,
        meta: { handlesError: true },
        refetchInterval: (query) => {
          const current = query.state.data?.status;
          return current === 'confirmed' || current === 'expired' || query.state.error ? false : session.poll_interval * 1000;
        },
      },
    }),
  );
}
