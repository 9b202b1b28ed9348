/** QR-code login: the page creates and polls; `confirmQrLogin` stands in for the mobile app scanning it. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import type { QrLoginStatus } from '../../../sdk/generated/auth/hooks';
import { confirmQrLoginBody, confirmQrLoginParams, createQrLoginSessionBody, getQrLoginStatusParams } from '../../../sdk/generated/auth/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { accountById, openSession } from '../../state/accounts';
import { QR_POLL_INTERVAL_SECONDS, answerQrLogin, createQrLogin, findQrLogin, qrSessionToken, qrStatus, type QrLoginRecord } from '../../state/auth-flows';
import { SESSION_EXPIRES_IN_SECONDS, toSessionUser } from './session-user';

async function statusReply(record: QrLoginRecord, origin: string): Promise<QrLoginStatus> {
  const status = qrStatus(record);
  const base = { qr_id: record.qr_id, status, expires_at: new Date(record.expires_at).toISOString() };
  const user = record.user_id === null ? undefined : await accountById(record.user_id);
  if (status !== 'confirmed' || !user) return { ...base, session: null };
  // The browser's session opens at its first poll after the app confirmed; later polls repeat it.
  const token = await qrSessionToken(record, async () => (await openSession(user.id)).token);
  return { ...base, session: { token, expires_in: SESSION_EXPIRES_IN_SECONDS, user: toSessionUser(user, origin) } };
}

export function qrLoginHandlers() {
  return [
    defineOperation('createQrLoginSession', {
      access: 'public',
      body: createQrLoginSessionBody,
      handle: async () => {
        const record = await createQrLogin();
        return ok({
          qr_id: record.qr_id,
          qr_content: `jobchat://qr-login?qr_id=${encodeURIComponent(record.qr_id)}`,
          expires_at: new Date(record.expires_at).toISOString(),
          poll_interval: QR_POLL_INTERVAL_SECONDS,
        });
      },
    }),

    defineOperation('getQrLoginStatus', {
      access: 'public',
      params: getQrLoginStatusParams,
      handle: async ({ ctx, params }) => {
        const record = await findQrLogin(params.qrId);
        if (!record) return fail(ErrorCode.NotFound);
        return ok(await statusReply(record, ctx.origin));
      },
    }),

    defineOperation('confirmQrLogin', {
      access: 'user',
      params: confirmQrLoginParams,
      body: confirmQrLoginBody,
      handle: async ({ user, params, body }) => {
        const record = await findQrLogin(params.qrId);
        if (!record) return fail(ErrorCode.NotFound);
        if (qrStatus(record) === 'expired') return fail(ErrorCode.OtpExpired, { message: 'The QR code has expired, refresh it.' });
        const answered = await answerQrLogin(record, body.action, user.id);
        // The app sees the status but never the browser's session.
        return ok({ qr_id: answered.qr_id, status: qrStatus(answered), expires_at: new Date(answered.expires_at).toISOString(), session: null });
      },
    }),
  ];
}
