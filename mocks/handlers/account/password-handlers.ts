/** Passwords: A08-A10 reset by email code, and changing the password in account settings. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { changePasswordBody, resetPasswordBody, sendResetPasswordOtpBody, verifyResetPasswordOtpBody } from '../../../sdk/generated/auth/zod';
import { mockNowIso } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { closeSessionsOf, findAccountByEmail, updateAccount } from '../../state/accounts';
import { RESEND_COOLDOWN_MS, checkOtp, emailAddress, issueOtp, maskEmail, otpExpiry } from '../../state/auth-otps';
import { clearFailedSignIns, signInSubject } from '../../state/sign-in-lockout';
import { isMockClient } from './session-user';

export function passwordHandlers() {
  return [
    defineOperation('sendResetPasswordOtp', {
      access: 'public',
      body: sendResetPasswordOtpBody,
      handle: async ({ body }) => {
        // An unknown email is counted like a known one (cooldown and hourly cap) but gets no code, so every
        // answer, the second and the sixth included, is the same and addresses cannot be probed.
        const known = (await findAccountByEmail(body.email)) !== undefined;
        const issued = await issueOtp('reset_password', emailAddress(body.email), { deliver: known });
        if (!issued.ok) return fail(ErrorCode.TooManyAttempts, { retryAfter: issued.retryAfterSeconds });
        return ok({ sent_to: maskEmail(body.email), expires_in: issued.expiresInSeconds, resend_after: RESEND_COOLDOWN_MS / 1000 });
      },
    }),

    defineOperation('verifyResetPasswordOtp', {
      access: 'public',
      body: verifyResetPasswordOtpBody,
      handle: async ({ body }) => {
        const address = emailAddress(body.email);
        const problem = await checkOtp('reset_password', address, body.otp, { consume: false });
        if (problem !== null) return fail(problem);
        const expiresAt = (await otpExpiry('reset_password', address)) ?? 0;
        return ok({ valid: true as const, expires_at: new Date(expiresAt).toISOString() });
      },
    }),

    defineOperation('resetPassword', {
      access: 'public',
      body: resetPasswordBody,
      handle: async ({ body: input }) => {
        if (!isMockClient(input.client_id)) return fail(ErrorCode.IncorrectCredentials);
        const problem = await checkOtp('reset_password', emailAddress(input.email), input.otp, { consume: true });
        if (problem !== null) return fail(problem);
        const account = await findAccountByEmail(input.email);
        if (!account) return fail(ErrorCode.WrongOtp);
        await updateAccount(account, { password: input.new_password });
        await clearFailedSignIns(signInSubject(input.email, account.id)); // the owner proved the email: no lockout left
        // A reset signs the account out everywhere.
        await closeSessionsOf(account.id);
        return ok({ success: true as const });
      },
    }),

    defineOperation('changePassword', {
      access: 'user',
      body: changePasswordBody,
      handle: async ({ user, body: input }) => {
        if (input.current_password !== user.password) return fail(ErrorCode.CurrentPasswordMismatch, { fields: { current_password: ['Current password does not match'] } });
        if (input.new_password !== input.new_password_confirmation) {
          return fail(ErrorCode.PasswordConfirmationMismatch, { fields: { new_password_confirmation: ['Password and password confirmation do not match'] } });
        }
        await updateAccount(user, { password: input.new_password });
        return ok({ changed_at: mockNowIso() });
      },
    }),
  ];
}
