/** How the password reset calls' failures read (spec section 8 and http-errors.md). */
import type { TFunction } from 'i18next';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { describeError } from '../../lib/describe-error';

/** The reset code itself is wrong, used or expired: the person needs a new one. */
export const CODE_ERRORS = [ErrorCode.WrongOtp, ErrorCode.OtpAlreadyUsed, ErrorCode.OtpExpired] as const;

export function isCodeError(error: unknown): boolean {
  return isApiError(error, CODE_ERRORS);
}

/** A 429 / 40006 while asking for a code reads "Too many attempts. Try again later." */
export function describeResetError(error: unknown, t: TFunction): string | null {
  if (isApiError(error, ErrorCode.TooManyAttempts) || (isApiError(error) && error.status === 429)) return t('errors:resetPassword.tooManyAttempts');
  return describeError(error, t);
}
