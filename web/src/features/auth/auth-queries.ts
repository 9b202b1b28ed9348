/**
 * The sign-in calls of /get-started and the magic-link page (W01): sending codes and links, signing in
 * with each method, registering, the two-factor step and connecting an email. Each form shows its own
 * error beside it.
 */
import {
  loginWithPassword,
  useConnectEmail,
  useLoginWithMagicLink,
  useLoginWithOtp,
  useLoginWithPassword,
  useSendEmailOtp,
  useSendMagicLink,
  useSendTwoFactorCode,
  useVerifyTwoFactorCode,
} from '@sdk/generated/auth/hooks';
import { useRegisterUser } from '@sdk/generated/data/hooks';

export function useSendEmailOtpMutation() {
  return useSendEmailOtp();
}

export function useLoginWithOtpMutation() {
  return useLoginWithOtp();
}

export function useLoginWithPasswordMutation() {
  return useLoginWithPassword();
}

export function useSendMagicLinkMutation() {
  return useSendMagicLink();
}

export function useLoginWithMagicLinkMutation() {
  return useLoginWithMagicLink();
}

export function useRegisterUserMutation() {
  return useRegisterUser();
}

export function useSendTwoFactorCodeMutation() {
  return useSendTwoFactorCode();
}

export function useVerifyTwoFactorCodeMutation() {
  return useVerifyTwoFactorCode();
}

export function useConnectEmailMutation() {
  return useConnectEmail();
}

/** The password sign-in as one call: the page's server action signs in a form sent before hydration (password-action.ts). */
export const signInWithPassword = loginWithPassword;
