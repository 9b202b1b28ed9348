/** Attribution and campaign logging: A13 recordDestinationTraceability, A14 logGoogleUtm. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { logGoogleUtmBody, recordDestinationTraceabilityBody } from '../../../sdk/generated/auth/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { accountById } from '../../state/accounts';
import { logCampaign, recordTracker } from '../../state/auth-records';

export function trackingHandlers() {
  return [
    defineOperation('recordDestinationTraceability', {
      access: 'public',
      body: recordDestinationTraceabilityBody,
      handle: async ({ body }) => {
        const { trackerName, trackerToken, user_id: userId } = body;
        if (!(await accountById(userId))) return fail(ErrorCode.ValidationFailed, { fields: { user_id: ['The selected user id is invalid.'] } });
        const record = await recordTracker({ tracker_name: trackerName, tracker_token: trackerToken, user_id: userId });
        return ok({ id: record.id, recorded_at: new Date(record.recorded_at).toISOString() });
      },
    }),

    defineOperation('logGoogleUtm', {
      access: 'public',
      body: logGoogleUtmBody,
      handle: async ({ user, body }) => {
        const { user_id: userId, ...fields } = body;
        const utm = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
        const record = await logCampaign(userId ?? user?.id ?? null, utm);
        return ok({ id: record.id, logged_at: new Date(record.logged_at).toISOString() });
      },
    }),
  ];
}
