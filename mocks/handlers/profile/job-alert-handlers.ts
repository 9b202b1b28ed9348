/**
 * L01–L04 job alerts. Creating one without a session needs an email: an unknown email is registered
 * silently (source jobalert, first name from the email's local part) and gets a session in the reply.
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { createJobAlertBody, deleteJobAlertParams, updateJobAlertBody, updateJobAlertParams } from '../../../sdk/generated/jobseeker/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { findAccountByEmail, openSession, type AccountRecord } from '../../state/accounts';
import { createSignedUpAccount } from '../account/session-user';
import { addJobAlert, jobAlertsOf, ownJobAlert, removeJobAlert, updateJobAlertRecord } from '../../state/job-alerts';
import type { RequestContext } from '../request-context';
import { REQUIRED, definedFields, invalidField, nowIso } from './profile-request';

const MAX_NAME_LENGTH = 50;

/**
 * Registers the email's owner silently, as the spec's job-alert flow does (section 4): source jobalert,
 * a random password that is never shown (the user signs in by OTP later), first name from the email.
 */
async function registerSilently(email: string, ctx: RequestContext): Promise<AccountRecord> {
  return createSignedUpAccount({
    email,
    first_name: email.split('@')[0]!.slice(0, MAX_NAME_LENGTH),
    last_name: '',
    country_key: ctx.country,
    password: `jobalert-${crypto.randomUUID()}`,
    register_flow: 'jobalert',
    register_source: 'jobalert',
  });
}

export function jobAlertHandlers() {
  return [
    defineOperation('listJobAlerts', {
      access: 'user',
      handle: async ({ user }) => {
        const alerts = await jobAlertsOf(user.id);
        return ok({ job_alerts: alerts.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id) });
      },
    }),
    defineOperation('createJobAlert', {
      access: 'public',
      body: createJobAlertBody,
      handle: async ({ ctx, user: sessionUser, body }) => {
        if (sessionUser?.status === 'suspended') return fail(ErrorCode.AccountSuspended);
        const { email: givenEmail, ...fields } = body;
        const email = givenEmail ?? sessionUser?.email;
        if (!email) return invalidField('email', REQUIRED);
        let owner = sessionUser ?? (await findAccountByEmail(email));
        let session = null;
        if (!owner) {
          owner = await registerSilently(email, ctx);
          const opened = await openSession(owner.id);
          session = { sessionid: opened.token, user_id: owner.id, expires_at: new Date(opened.expires_at).toISOString() };
        }
        const now = nowIso();
        const alert = await addJobAlert({
          user_id: owner.id, email, frequency: fields.frequency, keyword: fields.keyword ?? null, location_id: fields.location_id ?? null,
          job_type_id: fields.job_type_id ?? null, salary_from: fields.salary_from ?? null, created_at: now, updated_at: now,
        });
        return ok({ job_alert: alert, is_new_account: session !== null, session });
      },
    }),
    defineOperation('updateJobAlert', {
      access: 'user',
      params: updateJobAlertParams,
      body: updateJobAlertBody,
      handle: async ({ user, params, body }) => {
        const alert = await ownJobAlert(user.id, params.id);
        if (!alert) return fail(ErrorCode.NotFound);
        return ok(await updateJobAlertRecord(alert, { ...definedFields(body), updated_at: nowIso() }));
      },
    }),
    defineOperation('deleteJobAlert', {
      access: 'user',
      params: deleteJobAlertParams,
      handle: async ({ user, params }) => {
        const alert = await ownJobAlert(user.id, params.id);
        if (!alert) return fail(ErrorCode.NotFound);
        await removeJobAlert(alert);
        return ok({ id: alert.id });
      },
    }),
  ];
}
