/** Registration: A01 registerWithClientCredentials (auth) and A02 registerUser (data), plus A12 verifyEmail. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { registerWithClientCredentialsBody } from '../../../sdk/generated/auth/zod';
import { registerUserBody, verifyEmailQueryParams } from '../../../sdk/generated/data/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { findAccountByEmail, updateAccount } from '../../state/accounts';
import { checkOtp, emailAddress, issueOtp } from '../../state/auth-otps';
import { logCampaign } from '../../state/auth-records';
import { normaliseNationalNumber } from '../../state/phone-rules';
import { createSignedUpAccount, dialCodeOfCountry, isMockClient, signIn } from './session-user';

/** Spec section 5: the password a registration without one gets (the user signs in by OTP later). */
export const REGISTRATION_PLACEHOLDER_PASSWORD = 'Jobchat-placeholder-2026';
const EMAIL_TAKEN = 'The email has already been taken.';

function emailTaken(): Response {
  return fail(ErrorCode.EmailTaken, { message: EMAIL_TAKEN, fields: { email: [EMAIL_TAKEN] } });
}

/** Registration sends the first verification code (verifyEmail). */
async function sendVerificationCode(email: string): Promise<void> {
  await issueOtp('verify_email', emailAddress(email), { ignoreLimits: true });
}

function stringEntries(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function registrationHandlers() {
  return [
    defineOperation('registerWithClientCredentials', {
      access: 'public',
      body: registerWithClientCredentialsBody,
      handle: async ({ ctx, body: input }) => {
        if (!isMockClient(input.client_id)) return fail(ErrorCode.IncorrectCredentials);
        if (await findAccountByEmail(input.email)) return emailTaken();
        const account = await createSignedUpAccount({
          email: input.email.trim(), password: input.password, first_name: input.first_name, last_name: input.last_name,
          country_key: input.country_key ?? ctx.country, language_code: input.language_code ?? ctx.language,
          register_flow: 'client', register_source: input.source ?? 'web',
        });
        await sendVerificationCode(input.email);
        return ok(await signIn(account, ctx.origin));
      },
    }),

    defineOperation('registerUser', {
      access: 'public',
      body: registerUserBody,
      handle: async ({ ctx, body: input }) => {
        if (await findAccountByEmail(input.email)) return emailTaken();
        const countryKey = input.country_key ?? 'tw';
        const contact = input.contact_number ? normaliseNationalNumber(input.contact_number) : '';
        const account = await createSignedUpAccount({
          email: input.email.trim(), password: input.password ?? REGISTRATION_PLACEHOLDER_PASSWORD,
          first_name: input.first_name, last_name: input.last_name, country_key: countryKey, language_code: ctx.language,
          // A contact number is not verified, so it does not claim the number (bindPhone does).
          phone_num: contact || null, phone_country_code: contact ? dialCodeOfCountry(countryKey) : null,
          register_flow: input.source === 'jobalert' ? 'jobalert' : 'email', register_source: input.source ?? 'web',
        });
        await sendVerificationCode(input.email);
        if (input.campaign) await logCampaign(account.id, stringEntries(input.campaign));
        return ok(await signIn(account, ctx.origin));
      },
    }),

    defineOperation('verifyEmail', {
      access: 'public',
      query: verifyEmailQueryParams,
      handle: async ({ user, query }) => {
        const email = query.email ?? user?.email;
        if (!email) return fail(ErrorCode.ValidationFailed, { fields: { email: ['The email field is required without a session.'] } });
        const account = await findAccountByEmail(email);
        const problem = await checkOtp('verify_email', emailAddress(email), query.code, { consume: true });
        if (problem === ErrorCode.OtpExpired) return fail(ErrorCode.OtpExpired);
        if (problem !== null || !account) return fail(ErrorCode.EmailOrCodeWrong);
        await updateAccount(account, { is_email_verify: true });
        return ok({ email: account.email ?? email, is_email_verify: true as const });
      },
    }),
  ];
}
