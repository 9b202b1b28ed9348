/** Failures of the sign-in calls as http-errors.md gives them; social sign-in shows the raw server message otherwise. */
import type { TFunction } from 'i18next';
import { isApiError } from '@sdk/api-error';
import { describeError, describeSignInError } from '../../lib/describe-error';

export function describeSocialSignInError(error: unknown, t: TFunction): string | null {
  if (isApiError(error) && error.kind === 'server') {
    const mapped = error.status === 401 || error.status === 422 || error.status === 403 || error.status >= 500;
    if (mapped) return describeSignInError(error, t);
    return error.serverMessage ?? describeError(error, t);
  }
  return describeError(error, t);
}
