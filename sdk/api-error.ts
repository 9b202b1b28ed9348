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

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** Numeric server code (40006, 41274...), or a negative transport code. */
    readonly code: number,
    /** HTTP status; 0 when no reply arrived. */
    readonly status: number,
    message: string,
    readonly details: ErrorEnvelope['errors'] = undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Seconds to wait before retrying, when the server said (40006). */
  get retryAfter(): number | undefined {
    return this.details?.retry_after;
  }

  /** The server's own human message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.details?.message ?? (this.kind === 'server' ? this.message : undefined);
  }

  static fromReply(status: number, envelope: ErrorEnvelope | undefined): ApiError {
    const code = envelope && envelope.code !== 0 ? envelope.code : status >= 500 ? 50001 : 40001;
    return new ApiError('server', code, status, envelope?.message ?? `HTTP ${status}`, envelope?.errors);
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
