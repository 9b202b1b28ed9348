/** Attribution and campaign logging: A13 recordDestinationTraceability, A14 logGoogleUtm. */
import { logGoogleUtmBody, recordDestinationTraceabilityBody } from '../../../sdk/generated/auth/zod';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { accounts, userOf } from '../../state/accounts';
import { logCampaign, recordTracker } from '../../state/auth-records';
import { validateBody } from '../validate-request';

export function trackingHandlers() {
  return [
    operation('recordDestinationTraceability', async ({ request }) => {
      const body = await validateBody(request, recordDestinationTraceabilityBody);
      if (!body.ok) return body.response;
      const { trackerName, trackerToken, user_id: userId } = body.data;
      if (!(await accounts()).users.has(userId)) return fail(40001, { fields: { user_id: ['The selected user id is invalid.'] } });
      const record = await recordTracker({ tracker_name: trackerName, tracker_token: trackerToken, user_id: userId });
      return ok({ id: record.id, recorded_at: new Date(record.recorded_at).toISOString() });
    }),

    operation('logGoogleUtm', async ({ request }) => {
      const body = await validateBody(request, logGoogleUtmBody);
      if (!body.ok) return body.response;
      const { user_id: userId, ...fields } = body.data;
      const utm = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      const record = await logCampaign(userId ?? (await userOf(request))?.id ?? null, utm);
      return ok({ id: record.id, logged_at: new Date(record.logged_at).toISOString() });
    }),
  ];
}
