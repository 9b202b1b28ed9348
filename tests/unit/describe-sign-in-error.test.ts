/** Sign-in failures in the words http-errors.md gives them. */
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from '../../sdk/api-error';
import { describeSignInError } from '../../web/src/lib/describe-error';
import { createI18n } from '../../web/src/lib/i18n';

const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction;

function reply(status: number, code: number): ApiError {
  return ApiError.fromReply(status, { code, message: 'x', errors: { message: 'server words' } });
}

describe('describeSignInError', () => {
  it('maps 401 and 422 to invalid credential, 403 to account suspended, 5xx to the support notice', () => {
    expect(describeSignInError(reply(401, 40002), t)).toBe('errors:login.invalidCredential');
    expect(describeSignInError(reply(422, 40001), t)).toBe('errors:login.invalidCredential');
    expect(describeSignInError(reply(403, 41044), t)).toBe('errors:login.accountSuspended');
    expect(describeSignInError(reply(500, 50001), t)).toBe('common:failure.server');
  });

  it("names the site's own support address, as the translations are made for the site", async () => {
    const i18n = await createI18n('en-us', undefined, { shareWithReact: false, siteHost: 'jobchat.sg' });
    await i18n.loadNamespaces(['errors']);
    expect(describeSignInError(reply(500, 50001), i18n.t)).toContain('contact support@jobchat.sg for assistance');
  });

  it('leaves other failures to the general path', () => {
    expect(describeSignInError(reply(429, 40006), t)).toContain('errors:code.40006');
    expect(describeSignInError(ApiError.network(new Error('x')), t)).toBe('common:failure.network');
  });
});
