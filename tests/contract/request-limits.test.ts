/**
 * The body size limit of the request checks as the Node suites and the dev server run them (msw, no
 * HTTP server in front): a JSON body over 1 MB is refused with 41007 before the operation's own rules
 * run. The HTTP server's own checks: tests/unit/mock-http-server-refusals.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../mocks/http/request-checks';
import { updateMyProfile } from '../../sdk/generated/jobseeker/hooks';
import { apiError, asComplete } from '../support/api-calls';

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
