/**
 * The request limits as the Node suites and the dev server run them (msw, no HTTP server in front):
 * a JSON body over 1 MB is refused with 41007 before the operation's own rules run, and a string or
 * array past its contract bound (`maxLength`, `maxItems`, read from the generated zod schemas) is
 * refused with 40001 naming the field. The HTTP server's own checks: tests/unit/mock-http-server-refusals.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../mocks/http/request-checks';
import { acceptInterview } from '../../sdk/generated/apiGo/hooks';
import { acceptInterviewBodyTimeIdsMax } from '../../sdk/generated/apiGo/zod';
import { loginAsGuest, loginWithOtp } from '../../sdk/generated/auth/hooks';
import { loginAsGuestBodyFcmTokenWebMax, loginWithOtpBodyFcmTokenWebMax, loginWithOtpBodyOtpMax } from '../../sdk/generated/auth/zod';
import { applyToJob } from '../../sdk/generated/data/hooks';
import { applyToJobBodyScreeningAnswersMax } from '../../sdk/generated/data/zod';
import { searchJobs } from '../../sdk/generated/job/hooks';
import { searchJobsBodyJobLocationsMax, searchJobsBodyWorkArrangementsMax } from '../../sdk/generated/job/zod';
import { updateMyProfile } from '../../sdk/generated/jobseeker/hooks';
import { apiError, asComplete } from '../support/api-calls';

/** The 40001 a call is refused with, as the fields it names. */
async function refusedFields(promise: Promise<unknown>): Promise<{ code: number | undefined; status: number; fields: string[] }> {
  const refused = await apiError(promise);
  return { code: refused.code, status: refused.status, fields: Object.keys(refused.details?.fields ?? {}) };
}

const ids = (count: number) => Array.from({ length: count }, (_, n) => n + 1);

const GUEST = {
  guest_role: 'jobseeker',
  country_id: 167,
  language_id: 1,
  device_name: 'Chrome 141 on Windows 11',
  device_type: 'web',
  device_uuid: '3f6c2a4e-8b1d-4e7a-9c2f-5d8e1a7b9c30',
} as const;

describe('JSON bodies', () => {
  it('refuses one over 1 MB with 41007 (HTTP 413), before the operation looks at it', async () => {
    const refused = await apiError(updateMyProfile({ summary: 'x'.repeat(MAX_JSON_BODY_BYTES) }, asComplete));
    expect({ code: refused.code, status: refused.status, message: refused.serverMessage }).toEqual({ code: 41007, status: 413, message: 'The request body is over 1 MB.' });
  });

  it('lets one under 1 MB through to the operation, whose own rules answer', async () => {
    const refused = await apiError(updateMyProfile({ summary: 'x'.repeat(MAX_JSON_BODY_BYTES - 100) }, asComplete));
    expect(refused).toMatchObject({ code: 40001, status: 422 });
    expect(Object.keys(refused.details?.fields ?? {})).toEqual(['summary']);
  });
});

describe('strings past their maxLength', () => {
  it('refuses a sign-in code longer than its 6 digits', async () => {
    expect(loginWithOtpBodyOtpMax).toBe(6);
    const refused = await refusedFields(loginWithOtp({ email: 'maria.santos@example.com', otp: '1234567' }));
    expect(refused).toEqual({ code: 40001, status: 422, fields: ['otp'] });
  });

  it('refuses a web push token over its bound, on a public call and on a sign-in', async () => {
    const tooLong = 'f'.repeat(loginAsGuestBodyFcmTokenWebMax + 1);
    expect(await refusedFields(loginAsGuest({ ...GUEST, fcm_token_web: tooLong }))).toEqual({ code: 40001, status: 422, fields: ['fcm_token_web'] });
    const refused = await refusedFields(loginWithOtp({ email: 'maria.santos@example.com', otp: '123456', fcm_token_web: 'f'.repeat(loginWithOtpBodyFcmTokenWebMax + 1) }));
    expect(refused).toEqual({ code: 40001, status: 422, fields: ['fcm_token_web'] });
  });

  it('takes a string at its bound', async () => {
    const guest = await loginAsGuest({ ...GUEST, fcm_token_web: 'f'.repeat(loginAsGuestBodyFcmTokenWebMax) });
    expect(guest.token).toEqual(expect.any(String));
  });
});

describe('arrays past their maxItems', () => {
  it('refuses a job search filter with more ids than its bound, and takes one at the bound', async () => {
    const refused = await refusedFields(searchJobs({ job_locations: ids(searchJobsBodyJobLocationsMax + 1) }));
    expect(refused).toEqual({ code: 40001, status: 422, fields: ['job_locations'] });
    expect(searchJobsBodyWorkArrangementsMax).toBe(3);
    const arrangements = await refusedFields(searchJobs({ work_arrangements: [1, 2, 3, 1] }));
    expect(arrangements).toEqual({ code: 40001, status: 422, fields: ['work_arrangements'] });
    const found = await searchJobs({ job_locations: ids(searchJobsBodyJobLocationsMax) });
    expect(found.jobs).toEqual(expect.any(Array));
  });

  it('refuses more screening answers than any job asks, before looking at the job', async () => {
    const answers = ids(applyToJobBodyScreeningAnswersMax + 1).map((id) => ({ question_id: id, answer: 'Yes' }));
    const refused = await refusedFields(applyToJob(1, { source: 'web', screening_answers: answers }, asComplete));
    expect(refused).toEqual({ code: 40001, status: 422, fields: ['screening_answers'] });
  });

  it('refuses more interview times than its bound with 40001 (fewer, but over 3, stay 41295)', async () => {
    const refused = await refusedFields(acceptInterview(1, { time_ids: ids(acceptInterviewBodyTimeIdsMax + 1) }, asComplete));
    expect(refused).toEqual({ code: 40001, status: 422, fields: ['time_ids'] });
  });
});
