/** Reply builders in the contract's envelope (contracts/common.yaml). */
import { HttpResponse } from 'msw';
import { ErrorCode, ERROR_CATALOG, isDocumentedErrorCode } from '../../sdk/generated/error-codes';

export function ok<T>(data: T): HttpResponse<{ code: 0; message: string; data: T }> {
  return HttpResponse.json({ code: 0 as const, message: 'success', data });
}

export interface FailOptions {
  retryAfter?: number;
  message?: string;
  fields?: Record<string, string[]>;
}

/** An error reply with the HTTP status and message the error catalogue gives the code. */
export function fail(code: number, options: FailOptions = {}): Response {
  const entry = isDocumentedErrorCode(code) ? ERROR_CATALOG[code] : { status: 500, message: 'Unknown error' };
  const retryAfter = options.retryAfter ?? 30;
  // The catalogue's 40006 message carries a {retry_after} placeholder; servers send it filled in.
  const message = (options.message ?? entry.message).replace('{retry_after}', String(retryAfter));
  const errors: Record<string, unknown> = { message };
  const headers: Record<string, string> = {};
  if (code === ErrorCode.TooManyAttempts) {
    errors.retry_after = retryAfter;
    // The same wait in the standard header (contracts/common.yaml TooManyRequests), for clients that read only that.
    headers['Retry-After'] = String(retryAfter);
  }
  if (options.fields) errors.fields = options.fields;
  return HttpResponse.json({ code, message, errors }, { status: entry.status, headers });
}
