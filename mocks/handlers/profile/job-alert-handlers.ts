/**
 * L01–L04 job alerts. Creating one without a session needs an email: an unknown email is registered
 * silently (source jobalert, first name from the email's local part) and gets a session in the reply.
 */
import { createJobAlertBody, deleteJobAlertParams, updateJobAlertBody, updateJobAlertParams } from '../../../sdk/generated/jobseeker/zod';
import { mockNow } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { createAccount, findAccountByEmail, openSession, requireUser, userOf, type AccountRecord } from '../../state/accounts';
import { emitDomainEvent } from '../../state/domain-events';
import { jobAlerts } from '../../state/job-alerts';
import { ownedEntry } from '../../state/profile';
import { requestContext } from '../request-context';
import { validateBody, validateValues } from '../validate-request';
import { REQUIRED, definedFields, invalidField, nowIso } from './profile-request';

const MAX_NAME_LENGTH = 50;

/** Registers the email's owner silently, as the job-alert modal does (the password is never shown). */
async function registerSilently(email: string, request: Request): Promise<AccountRecord> {
  const account = await createAccount({
    email,
    first_name: email.split('@')[0]!.slice(0, MAX_NAME_LENGTH),
    last_name: '',
    country_key: requestContext(request).country,
    password: `jobalert-${mockNow().toString(36)}`,
  });
  await emitDomainEvent({ type: 'account-created', userId: account.id });
  return account;
}

export function jobAlertHandlers() {
  return [
    operation('listJobAlerts', async ({ request }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      const alerts = [...(await jobAlerts()).alerts.values()].filter((alert) => alert.user_id === signedIn.user.id);
      return ok({ job_alerts: alerts.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id) });
    }),
    operation('createJobAlert', async ({ request }) => {
      const body = await validateBody(request, createJobAlertBody);
      if (!body.ok) return body.response;
      const sessionUser = await userOf(request);
      if (sessionUser?.status === 'suspended') return fail(41044);
      const { email: givenEmail, ...fields } = body.data;
      const email = givenEmail ?? sessionUser?.email;
      if (!email) return invalidField('email', REQUIRED);
      let owner = sessionUser ?? (await findAccountByEmail(email));
      let session = null;
      if (!owner) {
        owner = await registerSilently(email, request);
        const opened = await openSession(owner.id);
        session = { sessionid: opened.token, user_id: owner.id, expires_at: new Date(opened.expires_at).toISOString() };
      }
      const state = await jobAlerts();
      const now = nowIso();
      const alert = {
        id: state.nextId, user_id: owner.id, email, frequency: fields.frequency, keyword: fields.keyword ?? null, location_id: fields.location_id ?? null,
        job_type_id: fields.job_type_id ?? null, salary_from: fields.salary_from ?? null, created_at: now, updated_at: now,
      };
      state.nextId += 1;
      state.alerts.set(alert.id, alert);
      return ok({ job_alert: alert, is_new_account: session !== null, session });
    }),
    operation('updateJobAlert', async ({ request, params }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      const path = validateValues(params, updateJobAlertParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, updateJobAlertBody);
      if (!body.ok) return body.response;
      const alert = ownedEntry((await jobAlerts()).alerts, path.data.id, signedIn.user.id);
      if (!alert) return fail(40004);
      Object.assign(alert, definedFields(body.data), { updated_at: nowIso() });
      return ok(alert);
    }),
    operation('deleteJobAlert', async ({ request, params }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      const path = validateValues(params, deleteJobAlertParams);
      if (!path.ok) return path.response;
      const state = await jobAlerts();
      const alert = ownedEntry(state.alerts, path.data.id, signedIn.user.id);
      if (!alert) return fail(40004);
      state.alerts.delete(alert.id);
      return ok({ id: alert.id });
    }),
  ];
}
