/**
 * The password and email screens' calls: the email verification link as an options function with a
 * scoped key, and the reset code, new password and verification email mutations. Each screen or form
 * shows its own error.
 */
import { useResetPassword, useSendEmailOtp, useSendResetPasswordOtp, useVerifyResetPasswordOtp } from '@sdk/generated/auth/hooks';
import { getVerifyEmailQueryOptions, type VerifyEmailParams } from '@sdk/generated/data/hooks';
import { scoped, type QueryScope } from '../../lib/query-scope';

/** The code is single use: one request, never retried or refetched. The page shows the error. */
export function verifyEmailQuery(scope: QueryScope, params: VerifyEmailParams) {
  return scoped(
    scope,
    getVerifyEmailQueryOptions(params, { query: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false } }),
  );
}

export function useSendResetPasswordOtpMutation() {
  return useSendResetPasswordOtp();
}

export function useVerifyResetPasswordOtpMutation() {
  return useVerifyResetPasswordOtp();
}

export function useResetPasswordMutation() {
  return useResetPassword();
}

/** A new verification email, asked for on the verification page when the link failed. */
export function useSendEmailOtpMutation() {
  return useSendEmailOtp();
}
