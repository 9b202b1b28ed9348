/**
 * The sign-in options' calls (phone, QR code, social sign-in and mobile verification): the QR code's
 * status as an options function with a scoped key, and the sign-in mutations. Each page or form shows
 * its own error.
 */
import {
  getGetQrLoginStatusQueryOptions,
  useBindPhone,
  useChooseLinkedAccount,
  useCreateQrLoginSession,
  useFindLinkedAccounts,
  useLoginWithOtp,
  useLoginWithSocial,
  useSendPhoneOtp,
  type QrLoginSession,
} from '@sdk/generated/auth/hooks';
import { scoped, type QueryScope } from '../../lib/query-scope';

/** Polled at the session's interval until the code is confirmed, expires or the call fails. Never cached. */
export function qrLoginStatusQuery(scope: QueryScope, session: QrLoginSession) {
  return scoped(
    scope,
    getGetQrLoginStatusQueryOptions(session.qr_id, {
      query: {
        gcTime: 0,
        staleTime: 0,
        refetchInterval: (query) => {
          const current = query.state.data?.status;
          return current === 'confirmed' || current === 'expired' || query.state.error ? false : session.poll_interval * 1000;
        },
      },
    }),
  );
}

/**
 * Requests awaited by the page itself, outside the query cache: the social provider page of a new round
 * trip, and (mock mode) the mobile app's scan and confirm of a QR code.
 */
export { confirmQrLogin, generateSocialAuthoriseUrl } from '@sdk/generated/auth/hooks';

export function useCreateQrLoginSessionMutation() {
  return useCreateQrLoginSession();
}

export function useSendPhoneOtpMutation() {
  return useSendPhoneOtp();
}

export function useFindLinkedAccountsMutation() {
  return useFindLinkedAccounts();
}

export function useLoginWithOtpMutation() {
  return useLoginWithOtp();
}

export function useChooseLinkedAccountMutation() {
  return useChooseLinkedAccount();
}

export function useLoginWithSocialMutation() {
  return useLoginWithSocial();
}

export function useBindPhoneMutation() {
  return useBindPhone();
}
