import type { ErrorCode } from './generated/error-codes';

export { ErrorCode } from './generated/error-codes';

/** The typed error every SDK call throws: the server's numeric code, the HTTP status and details. */
export interface ErrorEnvelope {
  code: number;
  message?: string;
  errors?: { message?: string; retry_after?: number; fields?: Record<string, string[]> };
}

export type ApiErrorKind = 'server' | 'network' | 'timeout';

/** Codes the transport invents for failures that never reached a server reply. */
export const NETWORK_ERROR_CODE = -1;
export const TIMEOUT_ERROR_CODE = -2;

/** An HTTP date as servers must send it (IMF-fixdate, RFC 9110): `Sun, 06 Nov 1994 08:49:37 GMT`. */
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * The seconds a `Retry-After` header asks for: its delay in seconds, or the time until its HTTP date
 * (rounded up, 0 once past); undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  if (!HTTP_DATE.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The reply's `Retry-After` header in seconds, for a server that sends no `errors.retry_after`. */
  private readonly retryAfterHeader: number | undefined;

  constructor(
    readonly kind: ApiErrorKind,
    /** Numeric server code (40006, 41274...), or a negative transport code. */
    readonly code: number,
    /** HTTP status; 0 when no reply arrived. */
    readonly status: number,
    message: string,
    readonly details: ErrorEnvelope['errors'] = undefined,
    options?: { cause?: unknown; retryAfterHeader?: number },
  ) {
    super(message, options);
    this.retryAfterHeader = options?.retryAfterHeader;
  }

  /** Seconds to wait before retrying, when the server said (40006): `errors.retry_after`, else the `Retry-After` header. */
  get retryAfter(): number | undefined {
    return this.details?.retry_after ?? this.retryAfterHeader;
  }

  /** The server's own human message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.details?.message ?? (this.kind === 'server' ? this.message : undefined);
  }

  static fromReply(status: number, envelope: ErrorEnvelope | undefined, headers?: Headers): ApiError {
    const code = envelope && envelope.code !== 0 ? envelope.code : status >= 500 ? 50001 : 40001;
    const retryAfterHeader = parseRetryAfter(headers?.get('Retry-After') ?? null);
    return new ApiError('server', code, status, envelope?.message ?? `HTTP ${status}`, envelope?.errors, { retryAfterHeader });
  }

  static network(cause: unknown): ApiError {
    return new ApiError('network', NETWORK_ERROR_CODE, 0, 'Network request failed', undefined, { cause });
  }

  static timeout(cause: unknown): ApiError {
    return new ApiError('timeout', TIMEOUT_ERROR_CODE, 0, 'Request timed out', undefined, { cause });
  }
}

/** An ApiError from a server reply carrying this documented code. */
export interface ApiErrorWithCode<C extends ErrorCode> extends ApiError {
  readonly kind: 'server';
  readonly code: C;
}

/**
 * Whether `value` is an ApiError; given codes, whether it is a server reply with one of them:
 * `isApiError(error, ErrorCode.JobDeleted)` or `isApiError(error, [ErrorCode.OtpExpired, ErrorCode.WrongOtp])`.
 */
export function isApiError(value: unknown): value is ApiError;
export function isApiError<C extends ErrorCode>(value: unknown, codes: C | readonly C[]): value is ApiErrorWithCode<C>;
export function isApiError(value: unknown, codes?: ErrorCode | readonly ErrorCode[]): boolean {
  if (!(value instanceof ApiError)) return false;
  if (codes === undefined) return true;
  if (value.kind !== 'server') return false;
  return typeof codes === 'number' ? value.code === codes : codes.includes(value.code as ErrorCode);
}
