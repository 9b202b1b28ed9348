/**
 * Singpass (S01-S03 and the code exchange). The mock identity is derived from the account: Singapore
 * accounts are citizens, everyone else an Employment Pass holder. S01 records the app's state, nonce and
 * PKCE challenge, for a redirect_uri on an allowed origin only (./redirect-origins.ts); the exchange checks the state, the verifier and the redirect_uri once and echoes the
 * nonce; S02 answers the latest exchanged authorise, or empty data before one (the failure dialog); S03
 * confirms that info and sets the account's user identity.
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import type { SingpassUserInfo } from '../../../sdk/generated/singpass/hooks';
import { exchangeSingpassCodeBody, generateSingpassAuthoriseUrlBody, verifySingaporeIdentityBody } from '../../../sdk/generated/singpass/zod';
import { s256CodeChallenge } from '../../../sdk/pkce';
import { mockNow } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { userIdentityLists } from '../../seed/config/catalog-people';
import { updateAccount, type AccountRecord } from '../../state/accounts';
import { completeSingpassAuthorise, latestSingpassAuthorise, pendingSingpassAuthorise, startSingpassAuthorise } from '../../state/auth-records';
import { isAllowedRedirect } from './redirect-origins';

/**
 * Where the mock provider page lives: on the app origin in mock mode (built by the identity screens), or
 * on the mock HTTP server itself (mocks/http/mock-provider-pages.ts), which names its origin at start-up.
 */
export const MOCK_PROVIDER_PATH = '/mock-provider/singpass';
let providerOrigin: string | undefined;

export function setMockProviderOrigin(origin: string | undefined): void {
  providerOrigin = origin;
}

/** The mock HTTP server's origin when it serves the provider pages; undefined in the browser (mock mode). */
export function mockProviderOrigin(): string | undefined {
  return providerOrigin;
}
const IDENTITY_CITIZEN = 1;
const IDENTITY_EMPLOYMENT_PASS = 3;
const PASS_YEARS = 2;
/** What the mock provider page returns as the code: `mock-` and the chosen test identity. */
const MOCK_CODE = /^mock-[a-z-]{1,40}$/;

function uinfin(prefix: 'S' | 'G', userId: number): string {
  const digits = String(userId % 10_000_000).padStart(7, '0');
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * [2, 7, 6, 5, 4, 3, 2][i]!, 0);
  return `${prefix}${digits}${'JZIHGFEDCBA'[sum % 11]}`;
}

function identityOf(account: AccountRecord, infoId: string): SingpassUserInfo {
  const name = `${account.first_name} ${account.last_name}`.trim().toUpperCase();
  if (account.country_key === 'sg') {
    return { uinfin: uinfin('S', account.id), name, residential_status: 'C', nationality: 'SG', pass_type: '', pass_status: '', pass_expiry_date: '', id: infoId };
  }
  const expiry = new Date(mockNow());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + PASS_YEARS);
  return {
    uinfin: uinfin('G', account.id), name, residential_status: 'A', nationality: account.country_key.toUpperCase(),
    pass_type: 'EP', pass_status: 'Live', pass_expiry_date: expiry.toISOString().slice(0, 10), id: infoId,
  };
}

export function singpassHandlers() {
  return [
    defineOperation('generateSingpassAuthoriseUrl', {
      access: 'user',
      body: generateSingpassAuthoriseUrlBody,
      handle: async ({ ctx, user, body }) => {
        const { redirect_uri: redirectUri, state, nonce, code_challenge: codeChallenge, code_challenge_method: method } = body;
        if (!isAllowedRedirect(redirectUri)) return fail(ErrorCode.ValidationFailed, { fields: { redirect_uri: ['This return address is not on an origin registered for the app.'] } });
        const record = await startSingpassAuthorise(user.id, { state, nonce, code_challenge: codeChallenge, redirect_uri: redirectUri });
        if (!record) return fail(ErrorCode.ValidationFailed, { fields: { state: ['This state was used before; make a new one for every round trip.'] } });
        const url = new URL(MOCK_PROVIDER_PATH, providerOrigin ?? ctx.origin);
        for (const [name, value] of Object.entries({ state, nonce, code_challenge: codeChallenge, code_challenge_method: method, redirect_uri: redirectUri })) {
          url.searchParams.set(name, value);
        }
        return ok({ authorise_url: url.toString() });
      },
    }),

    defineOperation('exchangeSingpassCode', {
      access: 'user',
      body: exchangeSingpassCodeBody,
      handle: async ({ user, body }) => {
        const record = await pendingSingpassAuthorise(user.id, body.state);
        const holds =
          record !== undefined &&
          MOCK_CODE.test(body.code) &&
          record.redirect_uri === body.redirect_uri &&
          record.code_challenge === (await s256CodeChallenge(body.code_verifier));
        if (!holds) return fail(ErrorCode.IncorrectCredentials);
        await completeSingpassAuthorise(record);
        return ok({ id: record.id, nonce: record.nonce });
      },
    }),

    defineOperation('getSingpassUserInfo', {
      access: 'user',
      handle: async ({ user, scenario }) => {
        const authorise = await latestSingpassAuthorise(user.id);
        if (scenario?.variant === 'unavailable' || !authorise) return ok({});
        return ok(identityOf(user, authorise.id));
      },
    }),

    defineOperation('verifySingaporeIdentity', {
      access: 'user',
      body: verifySingaporeIdentityBody,
      handle: async ({ user, body, scenario }) => {
        const authorise = await latestSingpassAuthorise(user.id);
        if (!authorise || authorise.id !== body.id) return fail(ErrorCode.NotFound);
        if (scenario?.variant === 'mismatch') return fail(ErrorCode.IdentityMismatch, { message: 'The identity information does not match. Please try again' });
        const identityId = identityOf(user, authorise.id).residential_status === 'C' ? IDENTITY_CITIZEN : IDENTITY_EMPLOYMENT_PASS;
        await updateAccount(user, { user_identity_id: identityId });
        const value = userIdentityLists.find((option) => option.id === identityId)?.value ?? String(identityId);
        return ok({ new_user_identity: { id: identityId, value } });
      },
    }),
  ];
}
