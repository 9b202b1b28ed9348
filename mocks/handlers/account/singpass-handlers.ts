/**
 * Singpass (S01-S03). The mock identity is derived from the account: Singapore accounts are citizens,
 * everyone else an Employment Pass holder. S02 answers the latest authorise of the user (S01), or empty
 * data before one (the failure dialog); S03 confirms that info and sets the account's user identity.
 */
import type { SingpassUserInfo } from '../../../sdk/generated/singpass/hooks';
import { generateSingpassAuthoriseUrlBody, verifySingaporeIdentityBody } from '../../../sdk/generated/singpass/zod';
import { mockNow } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { userIdentityLists } from '../../seed/config/catalog-people';
import { updateAccount, type AccountRecord } from '../../state/accounts';
import { latestSingpassAuthorise, startSingpassAuthorise } from '../../state/auth-records';

/** Where the mock provider page lives on the app origin (built by the identity screens). */
export const MOCK_PROVIDER_PATH = '/mock-provider/singpass';
const IDENTITY_CITIZEN = 1;
const IDENTITY_EMPLOYMENT_PASS = 3;
const PASS_YEARS = 2;

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
        const record = await startSingpassAuthorise(user.id, body.redirect_uri);
        const url = new URL(MOCK_PROVIDER_PATH, ctx.origin);
        url.searchParams.set('state', record.state);
        url.searchParams.set('redirect_uri', record.redirect_uri);
        return ok({ authorise_url: url.toString() });
      },
    }),

    defineOperation('getSingpassUserInfo', {
      access: 'user',
      handle: async ({ user, scenario }) => {
        const authorise = await latestSingpassAuthorise(user.id);
        if (scenario?.variant === 'unavailable' || !authorise) return ok({});
        return ok(identityOf(user, authorise.state));
      },
    }),

    defineOperation('verifySingaporeIdentity', {
      access: 'user',
      body: verifySingaporeIdentityBody,
      handle: async ({ user, body, scenario }) => {
        const authorise = await latestSingpassAuthorise(user.id);
        if (!authorise || authorise.state !== body.id) return fail(40004);
        if (scenario?.variant === 'mismatch') return fail(41274, { message: 'The identity information does not match. Please try again' });
        const identityId = identityOf(user, authorise.state).residential_status === 'C' ? IDENTITY_CITIZEN : IDENTITY_EMPLOYMENT_PASS;
        updateAccount(user, { user_identity_id: identityId });
        const value = userIdentityLists.find((option) => option.id === identityId)?.value ?? String(identityId);
        return ok({ new_user_identity: { id: identityId, value } });
      },
    }),
  ];
}
