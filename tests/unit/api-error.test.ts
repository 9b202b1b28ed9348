/** isApiError(error, ErrorCode.X): features branch on a server code by its contract name, never on a number. */
import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode, isApiError } from '../../sdk/api-error';
import { ERROR_CATALOG } from '../../sdk/generated/error-codes';

const jobDeleted = ApiError.fromReply(404, { code: 41113, message: 'Job does not exist' });

describe('ErrorCode', () => {
  it('names the codes of contracts/common.yaml', () => {
    expect(ErrorCode.JobDeleted).toBe(41113);
    expect(ErrorCode.NotFound).toBe(40004);
    expect(ErrorCode.EmailTaken).toBe(41001);
    expect(ErrorCode.TooManyAttempts).toBe(40006);
    expect(ErrorCode.InvalidMobileSingapore).toBe(41348);
  });

  it('has exactly one name for every catalogued code', () => {
    const named = Object.values(ErrorCode).sort((a, b) => a - b);
    expect(named).toEqual(Object.keys(ERROR_CATALOG).map(Number));
    expect(new Set(named).size).toBe(named.length);
  });
});

describe('isApiError', () => {
  it('without a code, tells any ApiError from other failures', () => {
    expect(isApiError(jobDeleted)).toBe(true);
    expect(isApiError(ApiError.network(new TypeError('offline')))).toBe(true);
    expect(isApiError(new Error('Job does not exist'))).toBe(false);
    expect(isApiError({ code: 41113, status: 404 })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });

  it('matches a server reply with the named code only', () => {
    expect(isApiError(jobDeleted, ErrorCode.JobDeleted)).toBe(true);
    expect(isApiError(jobDeleted, ErrorCode.JobClosed)).toBe(false);
    expect(isApiError(ApiError.fromReply(404, { code: 40004 }), ErrorCode.JobDeleted)).toBe(false);
  });

  it('matches any of a list of codes', () => {
    const expired = ApiError.fromReply(400, { code: 41043 });
    expect(isApiError(expired, [ErrorCode.WrongOtp, ErrorCode.OtpExpired])).toBe(true);
    expect(isApiError(expired, [ErrorCode.WrongOtp, ErrorCode.OtpAlreadyUsed])).toBe(false);
    expect(isApiError(expired, [])).toBe(false);
  });

  it('never matches a failure that got no server reply, nor a plain object posing as one', () => {
    const timeout = ApiError.timeout(new Error('aborted'));
    expect(isApiError(timeout, ErrorCode.UpstreamTimeout)).toBe(false);
    const lookalike = Object.assign(new Error('x'), { name: 'ApiError', kind: 'server', code: 41113 });
    expect(isApiError(lookalike, ErrorCode.JobDeleted)).toBe(false);
  });

  it('narrows the error so its code and details can be read', () => {
    const locked = ApiError.fromReply(429, { code: 40006, errors: { message: 'Wait', retry_after: 60 } });
    if (!isApiError(locked, ErrorCode.TooManyAttempts)) throw new Error('expected a 40006 reply');
    const code: typeof ErrorCode.TooManyAttempts = locked.code;
    expect(code).toBe(40006);
    expect(locked.retryAfter).toBe(60);
  });
});
