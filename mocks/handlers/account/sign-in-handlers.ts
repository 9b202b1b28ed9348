/** Sign-in: A03 password, A04 OTP, A05 social, A07 log-out, magic link, two-factor and "choose account". */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  chooseLinkedAccountBody, findLinkedAccountsBody, logOutBody, loginWithMagicLinkBody, loginWithOtpBody, loginWithPasswordBody,
  loginWithSocialBody, sendMagicLinkBody, sendTwoFactorCodeBody, verifyTwoFactorCodeBody,
} from '../../../sdk/generated/auth/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { accountById, allAccounts, closeSession, findAccountByEmail, linkSocialAccount, sessionOf, updateAccount, type AccountRecord } from '../../state/accounts';
import { createAccountChoice, createTwoFactorChallenge, findAccountChoice, findTwoFactorChallenge, spendAccountChoice } from '../../state/auth-flows';
import { MAGIC_LINK_TTL_MS, RESEND_COOLDOWN_MS, checkOtp, emailAddress, issueOtp, maskEmail, maskPhone, phoneAddress } from '../../state/auth-otps';
import { normaliseNationalNumber } from '../../state/phone-rules';
import { clearFailedSignIns, recordFailedSignIn, signInLockedFor, signInSubject } from '../../state/sign-in-lockout';
import {
  createSignedUpAccount, findAccountsByPhone, isMockClient, nameFromEmail, signIn, twoFactorReply,
} from './session-user';
import { assetUrl } from '../request-context';
import { exchangeSocialCode } from './social-identity';

const RESEND_AFTER_SECONDS = RESEND_COOLDOWN_MS / 1000;

/** `login` of a password sign-in: an email, or a full phone number (`+639171234567`). */
async function findAccountByLogin(login: string): Promise<AccountRecord | undefined> {
  if (login.includes('@')) return findAccountByEmail(login);
  const wanted = normaliseNationalNumber(login).replace(/^\+/, '');
  for (const account of await allAccounts()) {
    if (account.phone_num && account.phone_country_code && `${account.phone_country_code.slice(1)}${account.phone_num}` === wanted) return account;
  }
  return undefined;
}

type Address = { kind: 'email'; email: string } | { kind: 'phone'; dial: string; national: string };

/** Either an email or a phone number with its dialling code (the OTP calls take both shapes). */
function addressOf(input: { email?: string; phone_country_code?: string; phone_num?: string }): Address | Response {
  if (input.email) return { kind: 'email', email: input.email.trim() };
  if (input.phone_country_code && input.phone_num) return { kind: 'phone', dial: input.phone_country_code, national: input.phone_num };
  return fail(ErrorCode.ValidationFailed, { fields: { email: ['Either email, or phone_num with phone_country_code, is required.'] } });
}

const otpAddress = (address: Address) => (address.kind === 'email' ? emailAddress(address.email) : phoneAddress(address.dial, address.national));

async function accountsAt(address: Address): Promise<AccountRecord[]> {
  if (address.kind === 'phone') return findAccountsByPhone(address.dial, address.national);
  const account = await findAccountByEmail(address.email);
  return account ? [account] : [];
}

export function signInHandlers() {
  return [
    defineOperation('loginWithPassword', {
      access: 'public',
      body: loginWithPasswordBody,
      handle: async ({ ctx, body, scenario }) => {
        const { login, password, client_id: clientId } = body;
        const account = await findAccountByLogin(login);
        const subject = signInSubject(login, account?.id);
        const lockedFor = await signInLockedFor(subject);
        if (lockedFor !== null) return fail(ErrorCode.TooManyAttempts, { retryAfter: lockedFor });
        if (!isMockClient(clientId) || !account || account.password !== password) {
          await recordFailedSignIn(subject);
          return fail(ErrorCode.IncorrectCredentials);
        }
        await clearFailedSignIns(subject);
        if (account.status === 'suspended') return fail(ErrorCode.AccountSuspended);
        if (scenario?.variant === 'two-factor') {
          const challenge = await createTwoFactorChallenge(account.id);
          const channels: ('email' | 'phone')[] = account.email ? ['email'] : [];
          if (account.is_mobile_verified) channels.push('phone');
          return ok(twoFactorReply(account, ctx.origin, { challenge_id: challenge.challenge_id, channels, expires_at: new Date(challenge.expires_at).toISOString() }));
        }
        return ok(await signIn(account, ctx.origin));
      },
    }),

    defineOperation('loginWithOtp', {
      access: 'public',
      body: loginWithOtpBody,
      handle: async ({ ctx, body }) => {
        const address = addressOf(body);
        if (address instanceof Response) return address;
        const problem = await checkOtp('login', otpAddress(address), body.otp, { consume: true });
        if (problem !== null) return fail(problem);
        let account = (await accountsAt(address))[0];
        if (!account) {
          const byPhone = address.kind === 'phone';
          account = await createSignedUpAccount({
            email: byPhone ? null : address.email,
            is_email_verify: !byPhone,
            phone_country_code: byPhone ? address.dial : null,
            phone_num: byPhone ? normaliseNationalNumber(address.national) : null,
            is_mobile_verified: byPhone,
            first_name: byPhone ? '' : nameFromEmail(address.email),
            last_name: '',
            country_key: body.country_key ?? ctx.country,
            language_code: body.language_code ?? ctx.language,
            register_flow: byPhone ? 'phone' : 'email',
            register_source: body.source ?? 'web',
          });
        }
        if (account.status === 'suspended') return fail(ErrorCode.AccountSuspended);
        // Signing in with a code proves the address.
        const proven = await updateAccount(account, address.kind === 'phone' ? { is_mobile_verified: true } : { is_email_verify: true });
        return ok(await signIn(proven, ctx.origin));
      },
    }),

    defineOperation('loginWithSocial', {
      access: 'public',
      body: loginWithSocialBody,
      handle: async ({ ctx, body }) => {
        const exchanged = await exchangeSocialCode(body);
        if (exchanged instanceof Response) return exchanged;
        const input = { ...body, ...exchanged };
        const users = await allAccounts();
        let account = users.find((a) => a.social_accounts.some((s) => s.social_type === input.social_type && s.user_id === input.user_id));
        if (!account && input.email) {
          const byEmail = await findAccountByEmail(input.email);
          if (byEmail) account = await linkSocialAccount(byEmail, { social_type: input.social_type, user_id: input.user_id });
        }
        if (!account) {
          account = await createSignedUpAccount({
            email: input.email ?? null, is_email_verify: Boolean(input.email), first_name: input.first_name, last_name: input.last_name,
            avatar: input.avatar ?? null, active_key: input.active_key ?? 1, country_key: ctx.country,
            language_code: input.language_code ?? ctx.language, register_flow: 'social', register_source: input.source,
            social_accounts: [{ social_type: input.social_type, user_id: input.user_id }],
          });
        }
        if (account.status === 'suspended') return fail(ErrorCode.AccountSuspended);
        return ok({ ...(await signIn(account, ctx.origin)), nonce: exchanged.nonce });
      },
    }),

    defineOperation('logOut', {
      access: 'user',
      body: logOutBody,
      handle: async ({ ctx, user, body }) => {
        const named = body.session ? await sessionOf(body.session) : undefined;
        // Only the caller's own sessions can be ended; anything else ends the bearer session.
        const token = named && named.user_id === user.id ? named.token : ctx.token;
        if (token) await closeSession(token);
        return ok({ success: true as const });
      },
    }),

    defineOperation('sendMagicLink', {
      access: 'public',
      body: sendMagicLinkBody,
      handle: async ({ body }) => {
        const issued = await issueOtp('magic_link', emailAddress(body.email), { ttlMs: MAGIC_LINK_TTL_MS });
        if (!issued.ok) return fail(ErrorCode.TooFrequent);
        return ok({ sent_to: maskEmail(body.email), expires_in: issued.expiresInSeconds, resend_after: RESEND_AFTER_SECONDS });
      },
    }),

    defineOperation('loginWithMagicLink', {
      access: 'public',
      body: loginWithMagicLinkBody,
      handle: async ({ ctx, body }) => {
        const problem = await checkOtp('magic_link', emailAddress(body.email), body.token, { consume: true });
        if (problem === ErrorCode.OtpExpired) return fail(ErrorCode.OtpExpired, { message: 'The link has expired, please request a new one.' });
        if (problem === ErrorCode.OtpAlreadyUsed) return fail(ErrorCode.OtpAlreadyUsed, { message: 'This link has already been used.' });
        if (problem !== null) return fail(ErrorCode.EmailOrCodeWrong);
        const email = body.email.trim();
        const account = (await findAccountByEmail(email)) ?? (await createSignedUpAccount({
          email, is_email_verify: true, first_name: nameFromEmail(email), last_name: '', country_key: ctx.country,
          language_code: ctx.language, register_flow: 'email', register_source: 'web',
        }));
        if (account.status === 'suspended') return fail(ErrorCode.AccountSuspended);
        return ok(await signIn(await updateAccount(account, { is_email_verify: true }), ctx.origin));
      },
    }),

    defineOperation('sendTwoFactorCode', {
      access: 'public',
      body: sendTwoFactorCodeBody,
      handle: async ({ body }) => {
        const challenge = await findTwoFactorChallenge(body.challenge_id);
        const account = challenge && (await accountById(challenge.user_id));
        if (!challenge || !account) return fail(ErrorCode.NotFound);
        const toPhone = body.channel === 'phone';
        if (toPhone ? !account.is_mobile_verified : !account.email) {
          return fail(ErrorCode.ValidationFailed, { fields: { channel: [`The account has no ${toPhone ? 'verified phone number' : 'email'}.`] } });
        }
        const issued = await issueOtp('two_factor', challenge.challenge_id);
        if (!issued.ok) return fail(ErrorCode.TooFrequent);
        const sentTo = toPhone ? maskPhone(account.phone_country_code ?? '', account.phone_num ?? '') : maskEmail(account.email ?? '');
        return ok({ sent_to: sentTo, expires_in: issued.expiresInSeconds, resend_after: RESEND_AFTER_SECONDS });
      },
    }),

    defineOperation('verifyTwoFactorCode', {
      access: 'public',
      body: verifyTwoFactorCodeBody,
      handle: async ({ ctx, body }) => {
        const challenge = await findTwoFactorChallenge(body.challenge_id);
        const account = challenge && (await accountById(challenge.user_id));
        if (!challenge || !account) return fail(ErrorCode.NotFound);
        const problem = await checkOtp('two_factor', challenge.challenge_id, body.otp, { consume: true });
        if (problem !== null) return fail(problem);
        if (account.status === 'suspended') return fail(ErrorCode.AccountSuspended);
        return ok(await signIn(account, ctx.origin));
      },
    }),

    defineOperation('findLinkedAccounts', {
      access: 'public',
      body: findLinkedAccountsBody,
      handle: async ({ ctx, body }) => {
        const address = addressOf(body);
        if (address instanceof Response) return address;
        // Checked, not used up: with one account or none the same code then signs in (or up) with loginWithOtp.
        const problem = await checkOtp('login', otpAddress(address), body.otp, { consume: false });
        if (problem !== null) return fail(problem);
        const linked = await accountsAt(address);
        const choice = await createAccountChoice(linked.map((a) => a.id));
        return ok({
          choice_token: choice.choice_token,
          accounts: linked.map((a) => ({
            id: a.id, first_name: a.first_name, last_name: a.last_name, email: a.email ? maskEmail(a.email) : null,
            avatar: assetUrl(ctx, a.avatar), created_at: a.created_at,
          })),
        });
      },
    }),

    defineOperation('chooseLinkedAccount', {
      access: 'public',
      body: chooseLinkedAccountBody,
      handle: async ({ ctx, body }) => {
        const choice = await findAccountChoice(body.choice_token);
        const account = choice?.user_ids.includes(body.user_id) ? await accountById(body.user_id) : undefined;
        if (!choice || !account) return fail(ErrorCode.NotFound);
        if (account.status === 'suspended') return fail(ErrorCode.AccountSuspended);
        await spendAccountChoice(choice.choice_token); // a choice signs in once
        return ok(await signIn(account, ctx.origin));
      },
    }),
  ];
}
