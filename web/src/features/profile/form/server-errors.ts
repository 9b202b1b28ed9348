/**
 * A refused save, spread over its form: the fields the server named (40001 `errors.fields`) get their
 * messages on the fields, codes that belong to a field go there too, and the form keeps one message
 * for the rest. Nothing typed is reset.
 */
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { describeError } from '../../../lib/describe-error';

/** Shows `error` on the form; returns the message for the form itself (null when a field took it). */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  t: TFunction,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  codeFields: Partial<Record<number, Path<T>>> = {},
): string | null {
  const message = describeError(error, t);
  if (!isApiError(error) || error.kind !== 'server') return message;
  const codeField = codeFields[error.code];
  if (codeField) {
    setError(codeField, { type: 'server', message: message ?? undefined }, { shouldFocus: true });
    return null;
  }
  if (!isApiError(error, ErrorCode.ValidationFailed)) return message;
  let focused = false;
  for (const [name, messages] of Object.entries(error.details?.fields ?? {})) {
    const field = fields.find((candidate) => candidate === name);
    if (!field || !messages[0]) continue;
    setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
    focused = true;
  }
  return message;
}
