/**
 * Accounts and sign-in through the generated SDK: registration, password / OTP / social / magic-link / QR /
 * two-factor sign-in, choose account, logout, password reset, email verification, account settings and
 * Singpass. Every reply is checked against the contracts by the mocks project's setup.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { forceVariant } from '../../mocks/scenario/helpers';
import { onDomainEvent } from '../../mocks/state/domain-events';
import { SEED_PASSWORD, SEED_SESSION_TOKENS, SEED_USERS, accountById } from '../../mocks/state/accounts';
import { campaignLogs } from '../../mocks/state/auth-records';
import { ApiError } from '../../sdk/api-error';
import {
  bindPhone, changeEmail, changePassword, chooseLinkedAccount, confirmQrLogin, connectEmail, createQrLoginSession, findLinkedAccounts,
  getQrLoginStatus, getSessionUser, logGoogleUtm, logOut, loginWithMagicLink, loginWithOtp, loginWithPassword,
  recordDestinationTraceability, registerWithClientCredentials, resetPassword, sendEmailOtp, sendMagicLink, sendPhoneOtp,
  sendResetPasswordOtp, sendTwoFactorCode, verifyResetPasswordOtp, verifyTwoFactorCode,
} from '../../sdk/generated/auth/hooks';
import { registerUser, verifyEmail } from '../../sdk/generated/data/hooks';
import { getSingpassUserInfo, verifySingaporeIdentity } from '../../sdk/generated/singpass/hooks';
import { codeOf } from '../support/api-calls';
import { SINGPASS_CALLBACK, authoriseSingpass, completeSingpass, signInWithSocial } from '../support/provider-round-trips';

const OTP = '123456';
/** The web app is a public OAuth client: its id, no secret. */
const CLIENT = { client_id: 2 };
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const COMPLETE = as(SEED_SESSION_TOKENS.complete);
const SINGAPORE = as(SEED_SESSION_TOKENS.singapore);

afterEach(() => setMockClock(undefined));

describe('registration (A01, A02) and password login (A03)', () => {
  it('registers on the data server with the spec defaults, then logs in with the password', async () => {
    const created: number[] = [];
    const stop = onDomainEvent((event) => {
      if (event.type === 'account-created') created.push(event.userId);
    });
    const reply = await registerUser({ email: 'angela.reyes@example.com', password: 'Sunrise#2026', first_name: 'Angela', last_name: 'Reyes', source: 'web' });
    stop();
    expect(reply.expires_in).toBe(2_592_000);
    expect(reply.user).toMatchObject({ email: 'angela.reyes@example.com', is_new_account: true, is_email_verify: false, chat_flow: '0' });
    expect(created).toEqual([reply.user.id]);
    expect((await accountById(reply.user.id))?.country_key).toBe('tw');
    expect((await getSessionUser(as(reply.token))).id).toBe(reply.user.id);

    const login = await loginWithPassword({ login: 'ANGELA.REYES@example.com', password: 'Sunrise#2026', ...CLIENT });
    expect(login.user.id).toBe(reply.user.id);
    expect(login.token).not.toBe(reply.token);
  });

  it('refuses a taken email with 41001 and the message the form shows', async () => {
    const error = await registerUser({ email: 'maria.santos@example.com', first_name: 'Maria', last_name: 'Santos', source: 'web' }).catch((e: ApiError) => e);
    expect(error).toMatchObject({ code: 41001, status: 400 });
    expect((error as ApiError).details?.message).toBe('The email has already been taken.');
    expect(await codeOf(registerWithClientCredentials({ ...CLIENT, email: 'maria.santos@example.com', password: 'Sunrise#2026', first_name: 'M', last_name: 'S' }))).toBe(41001);
  });

  it('registers a public client by its id alone and refuses an unknown client id with 40002', async () => {
    const reply = await registerWithClientCredentials({ ...CLIENT, email: 'li.wei@example.com', password: 'Sunrise#2026', first_name: 'Li', last_name: 'Wei', country_key: 'sg' });
    expect(reply.user.register_flow).toBe('client');
    expect(await codeOf(registerWithClientCredentials({ client_id: 3, email: 'x.y@example.com', password: 'Sunrise#2026', first_name: 'X', last_name: 'Y' }))).toBe(40002);
  });

  it('answers 40002 for a wrong password and 41044 for a suspended account', async () => {
    expect(await codeOf(loginWithPassword({ login: 'maria.santos@example.com', password: 'wrong-password', ...CLIENT }))).toBe(40002);
    expect(await codeOf(loginWithPassword({ login: 'suspended@example.com', password: SEED_PASSWORD, ...CLIENT }))).toBe(41044);
    const byPhone = await loginWithPassword({ login: '+639171234567', password: SEED_PASSWORD, ...CLIENT });
    expect(byPhone.user.id).toBe(SEED_USERS.complete);
  });
});

describe('OTP sign-in (A11, A04, phone OTP)', () => {
  it('signs in an existing account with an email code and creates an account for a new address', async () => {
    await sendEmailOtp({ email: 'maria.santos@example.com' });
    const maria = await loginWithOtp({ email: 'maria.santos@example.com', otp: OTP });
    expect(maria.user).toMatchObject({ id: SEED_USERS.complete, is_new_account: false });

    await sendPhoneOtp({ phone_country_code: '+65', phone_num: '9123 4567' });
    const fresh = await loginWithOtp({ phone_country_code: '+65', phone_num: '91234567', otp: OTP });
    expect(fresh.user).toMatchObject({ is_new_account: true, phone_num: '91234567', phone_country_code: '+65', is_mobile_verified: true });
  });

  it('answers 41040 for a wrong code, 41042 for a used one and 41043 for an expired one', async () => {
    setMockClock(T0);
    await sendEmailOtp({ email: 'maria.santos@example.com' });
    expect(await codeOf(loginWithOtp({ email: 'maria.santos@example.com', otp: '000000' }))).toBe(41040);
    await loginWithOtp({ email: 'maria.santos@example.com', otp: OTP });
    expect(await codeOf(loginWithOtp({ email: 'maria.santos@example.com', otp: OTP }))).toBe(41042);

    setMockClock(T0 + 61_000);
    await sendEmailOtp({ email: 'maria.santos@example.com' });
    setMockClock(T0 + 61_000 + 10 * 60_000 + 1);
    expect(await codeOf(loginWithOtp({ email: 'maria.santos@example.com', otp: OTP }))).toBe(41043);
  });

  it('refuses a second code within 60 seconds (41287) and a suspended account (41044)', async () => {
    setMockClock(T0);
    await sendEmailOtp({ email: 'suspended@example.com' });
    expect(await codeOf(sendEmailOtp({ email: 'suspended@example.com' }))).toBe(41287);
    expect(await codeOf(loginWithOtp({ email: 'suspended@example.com', otp: OTP }))).toBe(41044);
  });

  it('checks phone numbers against the country rules and the SMS countries', async () => {
    expect(await codeOf(sendPhoneOtp({ phone_country_code: '+63', phone_num: '8171234567' }))).toBe(41349);
    expect(await codeOf(sendPhoneOtp({ phone_country_code: '+65', phone_num: '9123456789012' }))).toBe(41286);
    expect(await codeOf(sendPhoneOtp({ phone_country_code: '+234', phone_num: '8031234567' }))).toBe(40001); // no SMS to Nigeria
    forceVariant('sendPhoneOtp', 'sms-failed');
    expect(await codeOf(sendPhoneOtp({ phone_country_code: '+63', phone_num: '9171234567' }))).toBe(50016);
  });
});

describe('social, magic link, two-factor and choose account', () => {
  it('links a social account to the account of its email, and creates one otherwise', async () => {
    const maria = await signInWithSocial('google', { user_id: 'g-1', email: 'maria.santos@example.com', first_name: 'Maria', last_name: 'Santos' });
    expect(maria.user.id).toBe(SEED_USERS.complete);
    const again = await signInWithSocial('google', { user_id: 'g-1', first_name: 'Maria', last_name: 'Santos' });
    expect(again.user.id).toBe(SEED_USERS.complete);
    const fresh = await signInWithSocial('apple', { user_id: 'a-9', first_name: 'Kenji', last_name: 'Sato' });
    expect(fresh.user).toMatchObject({ is_new_account: true, email: null, register_flow: 'social' });
    await sendEmailOtp({ email: 'kenji.sato@example.com', purpose: 'connect_email' }, as(fresh.token));
    const connected = await connectEmail({ email: 'kenji.sato@example.com', otp: OTP }, as(fresh.token));
    expect(connected).toMatchObject({ email: 'kenji.sato@example.com', is_email_verify: true });
  });

  it('signs in with a magic link once, and says when the link expired', async () => {
    setMockClock(T0);
    await sendMagicLink({ email: 'maria.santos@example.com' });
    expect(await codeOf(loginWithMagicLink({ email: 'maria.santos@example.com', token: 'not-the-token' }))).toBe(41056);
    expect((await loginWithMagicLink({ email: 'maria.santos@example.com', token: 'mock-magic-link' })).user.id).toBe(SEED_USERS.complete);
    expect(await codeOf(loginWithMagicLink({ email: 'maria.santos@example.com', token: 'mock-magic-link' }))).toBe(41042);
    setMockClock(T0 + 60_000);
    await sendMagicLink({ email: 'maria.santos@example.com' });
    setMockClock(T0 + 60_000 + 15 * 60_000 + 1);
    const expired = await loginWithMagicLink({ email: 'maria.santos@example.com', token: 'mock-magic-link' }).catch((e: ApiError) => e);
    expect(expired).toMatchObject({ code: 41043 });
    expect((expired as ApiError).details?.message).toMatch(/expired/);
  });

  it('asks for a safety code before giving the session (variant two-factor)', async () => {
    forceVariant('loginWithPassword', 'two-factor');
    const pending = await loginWithPassword({ login: 'maria.santos@example.com', password: SEED_PASSWORD, ...CLIENT });
    expect(pending.two_factor?.channels).toEqual(['email', 'phone']);
    expect(await codeOf(getSessionUser(as(pending.token)))).toBe(40003);
    const challengeId = pending.two_factor!.challenge_id;
    await sendTwoFactorCode({ challenge_id: challengeId, channel: 'phone' });
    expect(await codeOf(verifyTwoFactorCode({ challenge_id: challengeId, otp: '000000' }))).toBe(41040);
    const session = await verifyTwoFactorCode({ challenge_id: challengeId, otp: OTP });
    expect((await getSessionUser(as(session.token))).id).toBe(SEED_USERS.complete);
    expect(await codeOf(verifyTwoFactorCode({ challenge_id: 'tfa-unknown', otp: OTP }))).toBe(40004);
  });

  it('lists the accounts sharing a phone number and signs in as the chosen one', async () => {
    const second = await registerUser({ email: 'maria.work@example.com', first_name: 'Maria', last_name: 'Santos', contact_number: '9171234567', country_key: 'ph', source: 'web' });
    await sendPhoneOtp({ phone_country_code: '+63', phone_num: '9171234567' });
    const linked = await findLinkedAccounts({ phone_country_code: '+63', phone_num: '9171234567', otp: OTP });
    expect(linked.accounts.map((a) => a.id)).toEqual([SEED_USERS.complete, second.user.id]);
    expect(await codeOf(chooseLinkedAccount({ choice_token: linked.choice_token, user_id: SEED_USERS.newUser }))).toBe(40004);
    const chosen = await chooseLinkedAccount({ choice_token: linked.choice_token, user_id: second.user.id });
    expect(chosen.user.email).toBe('maria.work@example.com');
  });
});

describe('logout (A07) and QR-code login', () => {
  it('ends the session: a later user call answers 40003', async () => {
    const { token } = await loginWithPassword({ login: 'maria.santos@example.com', password: SEED_PASSWORD, ...CLIENT });
    expect((await getSessionUser(as(token))).id).toBe(SEED_USERS.complete);
    await logOut({ source: 'web' }, as(token));
    expect(await codeOf(getSessionUser(as(token)))).toBe(40003);
    expect(await codeOf(logOut({ source: 'web' }, as(token)))).toBe(40003);
  });

  it('goes pending → scanned → confirmed and gives the browser a session', async () => {
    const qr = await createQrLoginSession({ source: 'web' });
    expect((await getQrLoginStatus(qr.qr_id)).status).toBe('pending');
    expect((await confirmQrLogin(qr.qr_id, { action: 'scan' }, COMPLETE)).status).toBe('scanned');
    expect((await getQrLoginStatus(qr.qr_id)).session).toBeNull();
    await confirmQrLogin(qr.qr_id, { action: 'confirm' }, COMPLETE);
    const confirmed = await getQrLoginStatus(qr.qr_id);
    expect(confirmed.status).toBe('confirmed');
    expect((await getSessionUser(as(confirmed.session!.token))).id).toBe(SEED_USERS.complete);
    expect((await getQrLoginStatus(qr.qr_id)).session?.token).toBe(confirmed.session!.token);
    expect(await codeOf(getQrLoginStatus('qr-missing'))).toBe(40004);
  });

  it('expires an unconfirmed QR code after two minutes', async () => {
    setMockClock(T0);
    const qr = await createQrLoginSession({ source: 'web' });
    setMockClock(T0 + 2 * 60_000 + 1);
    expect((await getQrLoginStatus(qr.qr_id)).status).toBe('expired');
    expect(await codeOf(confirmQrLogin(qr.qr_id, { action: 'confirm' }, COMPLETE))).toBe(41043);
  });
});

describe('password reset (A08-A10) and password change', () => {
  it('resets the password end to end and signs the account out everywhere', async () => {
    setMockClock(T0);
    await sendResetPasswordOtp({ email: 'maria.santos@example.com' });
    const tooSoon = await sendResetPasswordOtp({ email: 'maria.santos@example.com' }).catch((e: ApiError) => e);
    expect(tooSoon).toMatchObject({ code: 40006, status: 429 });
    expect(await codeOf(verifyResetPasswordOtp({ email: 'maria.santos@example.com', otp: '654321' }))).toBe(41040);
    expect((await verifyResetPasswordOtp({ email: 'maria.santos@example.com', otp: OTP })).valid).toBe(true);
    await resetPassword({ email: 'maria.santos@example.com', otp: OTP, new_password: 'Harbour#2026', ...CLIENT });
    expect(await codeOf(resetPassword({ email: 'maria.santos@example.com', otp: OTP, new_password: 'Other#2026', ...CLIENT }))).toBe(41042);
    expect(await codeOf(getSessionUser(COMPLETE))).toBe(40003);
    expect(await codeOf(loginWithPassword({ login: 'maria.santos@example.com', password: SEED_PASSWORD, ...CLIENT }))).toBe(40002);
    expect((await loginWithPassword({ login: 'maria.santos@example.com', password: 'Harbour#2026', ...CLIENT })).user.id).toBe(SEED_USERS.complete);
  });

  it('changes the password, refusing a wrong current password (41009) and a mismatched confirmation (41010)', async () => {
    expect(await codeOf(changePassword({ current_password: 'nope', new_password: 'Harbour#2026', new_password_confirmation: 'Harbour#2026' }, COMPLETE))).toBe(41009);
    expect(await codeOf(changePassword({ current_password: SEED_PASSWORD, new_password: 'Harbour#2026', new_password_confirmation: 'Harbour#2027' }, COMPLETE))).toBe(41010);
    await changePassword({ current_password: SEED_PASSWORD, new_password: 'Harbour#2026', new_password_confirmation: 'Harbour#2026' }, COMPLETE);
    expect((await loginWithPassword({ login: 'maria.santos@example.com', password: 'Harbour#2026', ...CLIENT })).user.id).toBe(SEED_USERS.complete);
  });
});

describe('email and phone of the account (A12, change email, bind phone)', () => {
  it('verifies the registered email with its code (41056 for a wrong one)', async () => {
    const reply = await registerUser({ email: 'angela.reyes@example.com', first_name: 'Angela', last_name: 'Reyes', source: 'web' });
    expect(await codeOf(verifyEmail({ code: '999999', email: 'angela.reyes@example.com' }))).toBe(41056);
    await verifyEmail({ code: OTP }, as(reply.token));
    expect((await getSessionUser(as(reply.token))).is_email_verify).toBe(true);
  });

  it('changes the email with a code sent to the new address, refusing a taken one (41001)', async () => {
    expect(await codeOf(sendEmailOtp({ email: 'new.user@example.com', purpose: 'change_email' }, COMPLETE))).toBe(41001);
    await sendEmailOtp({ email: 'maria.s.santos@example.com', purpose: 'change_email' }, COMPLETE);
    expect((await changeEmail({ email: 'maria.s.santos@example.com', otp: OTP }, COMPLETE)).email).toBe('maria.s.santos@example.com');
  });

  it('binds a phone number, refusing the own number (41039) and another account\'s (41173)', async () => {
    expect(await codeOf(sendPhoneOtp({ phone_country_code: '+63', phone_num: '9171234567', purpose: 'bind_phone' }, COMPLETE))).toBe(41039);
    const newUser = as(SEED_SESSION_TOKENS.newUser);
    expect(await codeOf(sendPhoneOtp({ phone_country_code: '+63', phone_num: '9171234567', purpose: 'bind_phone' }, newUser))).toBe(41173);
    await sendPhoneOtp({ phone_country_code: '+63', phone_num: '9181234567', purpose: 'bind_phone' }, newUser);
    expect(await codeOf(bindPhone({ phone_country_code: '+63', phone_num: '9181234567', otp: '111111' }, newUser))).toBe(41040);
    const bound = await bindPhone({ phone_country_code: '+63', phone_num: '9181234567', otp: OTP }, newUser);
    expect(bound).toMatchObject({ phone_num: '9181234567', phone_country_code: '+63', is_mobile_verified: true });
  });
});

describe('Singpass (S01-S03)', () => {
  it('authorises, fetches the identity and verifies it onto the account', async () => {
    expect(await getSingpassUserInfo(SINGAPORE)).toEqual({});
    const { url: parsed } = await authoriseSingpass(SINGAPORE);
    expect(parsed.pathname).toBe('/mock-provider/singpass');
    expect(parsed.searchParams.get('redirect_uri')).toBe(SINGPASS_CALLBACK);
    expect(await getSingpassUserInfo(SINGAPORE)).toEqual({});
    const { result } = await completeSingpass(SINGAPORE);
    const info = await getSingpassUserInfo(SINGAPORE);
    expect(info).toMatchObject({ name: 'WEI LING TAN', residential_status: 'C', id: result.id });
    const id = (info as { id: string }).id;
    expect(await codeOf(verifySingaporeIdentity({ id: 'sp-other' }, SINGAPORE))).toBe(40004);
    const verified = await verifySingaporeIdentity({ id }, SINGAPORE);
    expect(verified.new_user_identity).toEqual({ id: 1, value: 'Singapore Citizen' });
    expect((await getSessionUser(SINGAPORE)).additional_info?.user_identity_id).toBe(1);
  });

  it('answers empty user info for the variant unavailable and 41274 for the variant mismatch', async () => {
    const { result } = await completeSingpass(SINGAPORE);
    forceVariant('getSingpassUserInfo', 'unavailable');
    expect(await getSingpassUserInfo(SINGAPORE)).toEqual({});
    forceVariant('verifySingaporeIdentity', 'mismatch');
    expect(await codeOf(verifySingaporeIdentity({ id: result.id }, SINGAPORE))).toBe(41274);
  });
});

describe('tracking (A13, A14)', () => {
  it('records trackers and campaign logs', async () => {
    const trace = await recordDestinationTraceability({ trackerName: 'appsflyer', trackerToken: 'af_1', user_id: SEED_USERS.complete });
    expect(trace.id).toBe(1);
    expect(await codeOf(recordDestinationTraceability({ trackerName: 'appsflyer', trackerToken: 'af_1', user_id: 12 }))).toBe(40001);
    const log = await logGoogleUtm({ utm_source: 'google', utm_campaign: 'ph_q4' }, COMPLETE);
    expect((await campaignLogs()).findFirst((q) => q.where({ id: log.id }))).toMatchObject({ user_id: SEED_USERS.complete, utm: { utm_source: 'google', utm_campaign: 'ph_q4' } });
  });
});
