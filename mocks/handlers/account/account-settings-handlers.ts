/** Account settings: the session user, sending email and phone codes, connecting or changing the email, binding the phone. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { bindPhoneBody, changeEmailBody, connectEmailBody, sendEmailOtpBody, sendPhoneOtpBody } from '../../../sdk/generated/auth/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { findAccountByEmail, updateAccount, type AccountRecord } from '../../state/accounts';
import { RESEND_COOLDOWN_MS, checkOtp, emailAddress, issueOtp, maskEmail, maskPhone, phoneAddress } from '../../state/auth-otps';
import { checkMobileNumber, normaliseDialCode, normaliseNationalNumber } from '../../state/phone-rules';
import { findAccountsByPhone, isSmsAllowed, toSessionUser } from './session-user';

const RESEND_AFTER_SECONDS = RESEND_COOLDOWN_MS / 1000;
const EMAIL_USED = 'This Email address has been used. Please change to another email';

/** 41039 the number is already this account's; 41173 it is verified on another account. */
async function phoneClaim(user: AccountRecord | undefined, dial: string, national: string): Promise<typeof ErrorCode.PhoneAlreadyUsed | typeof ErrorCode.PhoneUsedByAnotherAccount | null> {
  const owner = (await findAccountsByPhone(dial, national)).find((a) => a.is_mobile_verified);
  if (!owner) return null;
  return owner.id === user?.id ? ErrorCode.PhoneAlreadyUsed : ErrorCode.PhoneUsedByAnotherAccount;
}

/** The phone rules of the country (41286, 41348-41415) and the SMS countries of country_lists. */
function phoneProblem(dial: string, national: string): Response | null {
  const code = checkMobileNumber(dial, national);
  if (code === ErrorCode.ValidationFailed) return fail(ErrorCode.ValidationFailed, { fields: { phone_num: ['Phone Number is too short'] } });
  if (code !== null) return fail(code);
  if (!isSmsAllowed(dial)) return fail(ErrorCode.ValidationFailed, { fields: { phone_country_code: ['SMS is not available for this country.'] } });
  return null;
}

/** connect_email and change_email: the email must not belong to another account. */
async function emailUsedByOther(email: string, user: AccountRecord | undefined): Promise<boolean> {
  const owner = await findAccountByEmail(email);
  return owner !== undefined && owner.id !== user?.id;
}

export function accountSettingsHandlers() {
  return [
    defineOperation('getSessionUser', {
      access: 'user',
      handle: ({ ctx, user }) => ok(toSessionUser(user, ctx.origin)),
    }),

    defineOperation('sendEmailOtp', {
      access: 'public',
      body: sendEmailOtpBody,
      handle: async ({ user, body }) => {
        const { email, purpose } = body;
        if ((purpose === 'connect_email' || purpose === 'change_email') && (await emailUsedByOther(email, user))) {
          return fail(ErrorCode.EmailTaken, { message: EMAIL_USED });
        }
        const issued = await issueOtp(purpose, emailAddress(email));
        if (!issued.ok) return fail(ErrorCode.TooFrequent);
        return ok({ sent_to: maskEmail(email), expires_in: issued.expiresInSeconds, resend_after: RESEND_AFTER_SECONDS });
      },
    }),

    // Public, except that a code for binding a phone is for a signed-in user.
    defineOperation('sendPhoneOtp', {
      access: 'public',
      body: sendPhoneOtpBody,
      userWhen: ({ body }) => body.purpose === 'bind_phone',
      handle: async ({ user, body, scenario }) => {
        const { phone_country_code: dial, phone_num: national, purpose } = body;
        const invalid = phoneProblem(dial, national);
        if (invalid) return invalid;
        if (purpose === 'bind_phone') {
          const claim = await phoneClaim(user, dial, national);
          if (claim !== null) return fail(claim);
        }
        if (scenario?.variant === 'sms-failed') return fail(ErrorCode.SmsDeliveryFailed);
        const issued = await issueOtp(purpose, phoneAddress(dial, national));
        if (!issued.ok) return fail(ErrorCode.TooFrequent);
        return ok({ sent_to: maskPhone(dial, national), expires_in: issued.expiresInSeconds, resend_after: RESEND_AFTER_SECONDS });
      },
    }),

    defineOperation('connectEmail', {
      access: 'user',
      body: connectEmailBody,
      handle: async ({ ctx, user, body }) => {
        if (user.email) return fail(ErrorCode.ValidationFailed, { fields: { email: ['The account already has an email; change it instead.'] } });
        if (await emailUsedByOther(body.email, user)) return fail(ErrorCode.EmailTaken, { message: EMAIL_USED });
        const problem = await checkOtp('connect_email', emailAddress(body.email), body.otp, { consume: true });
        if (problem !== null) return fail(problem);
        return ok(toSessionUser(await updateAccount(user, { email: body.email.trim(), is_email_verify: true }), ctx.origin));
      },
    }),

    defineOperation('changeEmail', {
      access: 'user',
      body: changeEmailBody,
      handle: async ({ ctx, user, body }) => {
        if (await emailUsedByOther(body.email, user)) return fail(ErrorCode.EmailTaken, { message: EMAIL_USED });
        const problem = await checkOtp('change_email', emailAddress(body.email), body.otp, { consume: true });
        if (problem !== null) return fail(problem);
        return ok(toSessionUser(await updateAccount(user, { email: body.email.trim(), is_email_verify: true }), ctx.origin));
      },
    }),

    defineOperation('bindPhone', {
      access: 'user',
      body: bindPhoneBody,
      handle: async ({ ctx, user, body }) => {
        const { phone_country_code: dial, phone_num: national, otp } = body;
        const invalid = phoneProblem(dial, national);
        if (invalid) return invalid;
        const claim = await phoneClaim(user, dial, national);
        if (claim !== null) return fail(claim);
        const problem = await checkOtp('bind_phone', phoneAddress(dial, national), otp, { consume: true });
        if (problem !== null) return fail(problem);
        const bound = await updateAccount(user, { phone_country_code: normaliseDialCode(dial), phone_num: normaliseNationalNumber(national), is_mobile_verified: true });
        return ok(toSessionUser(bound, ctx.origin));
      },
    }),
  ];
}
