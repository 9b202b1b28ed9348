/** P21–P24 job preferences: at most 3 remote (41262) and 3 onsite or hybrid (41263); the last one stays (41341). */
import {
  createJobPreferenceBody, deleteJobPreferenceParams, getJobPreferenceParams, updateJobPreferenceBody, updateJobPreferenceParams,
} from '../../../sdk/generated/jobseeker/zod';
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { JobPreferenceWorkArrangementId as Arrangement } from '../../../sdk/generated/jobseeker/hooks';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { entriesOf, ownedEntry, preferences, withoutOwner, type JobPreferenceRecord } from '../../state/profile';
import { collectionHandlers } from './collection-handlers';
import { REQUIRED, invalidField } from './profile-request';

export const MAX_PREFERENCES_PER_GROUP = 3;
const ARRANGEMENTS = { [Arrangement.Onsite]: 'onsite', [Arrangement.Hybrid]: 'hybrid', [Arrangement.Remote]: 'remote' } as const;

const isRemote = (preference: Pick<JobPreferenceRecord, 'work_arrangement_id'>) => preference.work_arrangement_id === Arrangement.Remote;

async function checkPreference(entry: JobPreferenceRecord): Promise<Response | JobPreferenceRecord> {
  if (isRemote(entry) && !entry.timezone) return invalidField('timezone', REQUIRED);
  if (!isRemote(entry) && !entry.location_id) return invalidField('location_id', REQUIRED);
  if (entry.salary_to < entry.salary_from) return invalidField('salary_to', 'The maximum salary must not be lower than the minimum salary.');
  const sameGroup = (await entriesOf(preferences, entry.user_id)).filter((other) => other.id !== entry.id && isRemote(other) === isRemote(entry));
  if (sameGroup.length >= MAX_PREFERENCES_PER_GROUP) return fail(isRemote(entry) ? ErrorCode.TooManyRemotePreferences : ErrorCode.TooManyOnsitePreferences);
  return { ...entry, work_arrangement: ARRANGEMENTS[entry.work_arrangement_id] };
}

const crud = collectionHandlers({
  operations: { create: 'createJobPreference', update: 'updateJobPreference', remove: 'deleteJobPreference' },
  collection: preferences,
  createBody: createJobPreferenceBody,
  updateBody: updateJobPreferenceBody,
  updateParams: updateJobPreferenceParams,
  removeParams: deleteJobPreferenceParams,
  build: (input) => ({
    ...input, function_job_title_id: input.function_job_title_id ?? null, timezone: input.timezone ?? null, location_id: input.location_id ?? null,
    country_id: input.country_id ?? null, is_open_to_work: input.is_open_to_work ?? true, notice_period_id: input.notice_period_id ?? null,
    work_arrangement: ARRANGEMENTS[input.work_arrangement_id],
  }),
  check: checkPreference,
  beforeDelete: async (entry) => ((await entriesOf(preferences, entry.user_id)).length <= 1 ? fail(ErrorCode.LastJobPreference) : null),
  reply: withoutOwner,
});

export function jobPreferenceHandlers() {
  return [
    ...crud,
    defineOperation('getJobPreference', {
      access: 'user',
      params: getJobPreferenceParams,
      handle: async ({ user, params }) => {
        const preference = await ownedEntry(preferences, params.id, user.id);
        return preference ? ok(withoutOwner(preference)) : fail(ErrorCode.NotFound);
      },
    }),
  ];
}
