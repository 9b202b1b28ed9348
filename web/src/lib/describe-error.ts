/**
 * The one place a failure becomes words: ignores cancellations, prefers the translated message for a
 * documented code, then the server's message, then a generic translated one (DESIGN "one error path").
 */
import type { TFunction } from 'i18next';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { isDocumentedErrorCode } from '@sdk/generated/error-codes';

export function isCancellation(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The support address's host ({{host}} in the messages) comes with `t`: the site's, set where i18n is made (lib/i18n.ts). */
export function describeError(error: unknown, t: TFunction): string | null {
  if (isCancellation(error)) return null;
  if (!isApiError(error)) return t('common:failure.unknown');
  if (error.kind === 'network') return t('common:failure.network');
  if (error.kind === 'timeout') return t('common:failure.timeout');
  if (isApiError(error, ErrorCode.TooManyAttempts)) return t(`errors:code.${ErrorCode.TooManyAttempts}`, { seconds: error.retryAfter ?? 30 });
  if (isDocumentedErrorCode(error.code)) return t(`errors:code.${error.code}`);
  if (error.status >= 500) return t('common:failure.server');
  return error.serverMessage ?? t('common:failure.unknown');
}

/**
 * Sign-in failures as http-errors.md maps them (password, OTP and social sign-in alike): 401 or 422
 * "invalid credential", 403 "account suspended", 5xx the support notification; anything else as usual.
 */
export function describeSignInError(error: unknown, t: TFunction): string | null {
  if (isApiError(error) && error.kind === 'server') {
    if (error.status === 401 || error.status === 422) return t('errors:login.invalidCredential');
    if (error.status === 403) return t('errors:login.accountSuspended');
    if (error.status >= 500) return t('common:failure.server');
  }
  return describeError(error, t);
}
