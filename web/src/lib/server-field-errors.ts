/**
 * A 40001 reply names each invalid field (`errors.fields`, by the contract's field name). A form shows
 * those messages under its own fields, mapped from the contract's names to the form's.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ErrorCode, isApiError } from '@sdk/api-error';

/** The first message for each field a validation failure names (empty for any other failure). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error, ErrorCode.ValidationFailed)) return {};
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.details?.fields ?? {})) {
    const first = list.find((message) => message.trim() !== '');
    if (first) messages[field] = first;
  }
  return messages;
}

/**
 * Puts the server's field messages on the form's fields (`fieldMap`: contract name → form field).
 * Returns the contract names it could not place, so the caller can say them elsewhere.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): string[] {
  const unplaced: string[] = [];
  let first = true;
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    const target = fieldMap[field];
    if (!target) {
      unplaced.push(field);
      continue;
    }
    setError(target, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return unplaced;
}
