/** Shared steps of the profile handlers: field errors, URLs, periods, dates, PATCH merging. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { mockNow } from '../../db/mock-clock';
import { fail } from '../../http/reply';

/** 40001 naming one field, as the servers' validation does. */
export function invalidField(field: string, message: string): Response {
  return fail(ErrorCode.ValidationFailed, { message, fields: { [field]: [message] } });
}

export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const INVALID_URL = 'Please enter a valid URL.';
export const REQUIRED = 'This field is required.';

/** The end of a period, or the reply when it is missing or not after the start (ISO dates compare as strings). */
export function checkPeriod(start: string, end: string | null | undefined, ongoing: boolean, endField: string, message: string): Response | null {
  if (ongoing) return null;
  if (!end) return invalidField(endField, REQUIRED);
  return start < end ? null : invalidField(endField, message);
}

export function nowIso(): string {
  return new Date(mockNow()).toISOString();
}

export function todayIso(): string {
  return nowIso().slice(0, 10);
}

/** Whole years between an ISO date and today (mock clock). */
export function yearsSince(isoDate: string): number {
  const today = todayIso();
  const years = Number(today.slice(0, 4)) - Number(isoDate.slice(0, 4));
  return today.slice(5) >= isoDate.slice(5) ? years : years - 1;
}

/** Keeps the fields a PATCH body set (zod leaves absent ones out or undefined). */
export function definedFields<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}
