/** QR-code login: the page creates and polls; `confirmQrLogin` stands in for the mobile app scanning it. */
import type { QrLoginStatus } from '../../../sdk/generated/auth/hooks';
import { confirmQrLoginBody, confirmQrLoginParams, createQrLoginSessionBody, getQrLoginStatusParams } from '../../../sdk/generated/auth/zod';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { accounts, openSession, requireUser } from '../../state/accounts';
import { QR_POLL_INTERVAL_SECONDS, authFlows, createQrLogin, qrStatus, type QrLoginRecord } from '../../state/auth-flows';
import { requestContext } from '../request-context';
import { validateBody, validateValues } from '../validate-request';
import { SESSION_EXPIRES_IN_SECONDS, toSessionUser } from './session-user';

async function statusReply(record: QrLoginRecord, origin: string): Promise<QrLoginStatus> {
  const status = qrStatus(record);
  const base = { qr_id: record.qr_id, status, expires_at: new Date(record.expires_at).toISOString() };
  const user = record.user_id === null ? undefined : (await accounts()).users.get(record.user_id);
  if (status !== 'confirmed' || !user) return { ...base, session: null };
  // The browser's session opens at its first poll after the app confirmed; later polls repeat it.
  record.session_token ??= (await openSession(user.id)).token;
  return { ...base, session: { token: record.session_token, expires_in: SESSION_EXPIRES_IN_SECONDS, user: toSessionUser(user, origin) } };
}

export function qrLoginHandlers() {
  return [
    operation('createQrLoginSession', async ({ request }) => {
      const body = await validateBody(request, createQrLoginSessionBody);
      if (!body.ok) return body.response;
      const record = await createQrLogin();
      return ok({
        qr_id: record.qr_id,
        qr_content: `jobchat://qr-login?qr_id=${encodeURIComponent(record.qr_id)}`,
        expires_at: new Date(record.expires_at).toISOString(),
        poll_interval: QR_POLL_INTERVAL_SECONDS,
      });
    }),

    operation('getQrLoginStatus', async ({ request, params }) => {
      const path = validateValues(params, getQrLoginStatusParams);
      if (!path.ok) return path.response;
      const record = (await authFlows()).qrLogins.get(path.data.qrId);
      if (!record) return fail(40004);
      return ok(await statusReply(record, requestContext(request).origin));
    }),

    operation('confirmQrLogin', async ({ request, params }) => {
      const path = validateValues(params, confirmQrLoginParams);
      if (!path.ok) return path.response;
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, confirmQrLoginBody);
      if (!body.ok) return body.response;
      const record = (await authFlows()).qrLogins.get(path.data.qrId);
      if (!record) return fail(40004);
      if (qrStatus(record) === 'expired') return fail(41043, { message: 'The QR code has expired, refresh it.' });
      if (body.data.action === 'confirm') {
        record.status = 'confirmed';
        record.user_id = auth.user.id;
      } else if (record.status === 'pending') {
        record.status = 'scanned';
      }
      // The app sees the status but never the browser's session.
      return ok({ qr_id: record.qr_id, status: qrStatus(record), expires_at: new Date(record.expires_at).toISOString(), session: null });
    }),
  ];
}
