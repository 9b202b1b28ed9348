/** Syncing an uploaded resume into the profile: R06 getResumeSyncableContent, syncResumeContent and rateResumeSync (implied). */
import {
  getResumeSyncableContentParams, rateResumeSyncBody, rateResumeSyncParams, syncResumeContentBody, syncResumeContentParams,
} from '../../../sdk/generated/jobseeker/zod';
import { mockNowIso } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import { ownResume, resumesState } from '../../state/resumes';
import { validateBody, validateValues } from '../validate-request';

export function resumeSyncHandlers() {
  return [
    operation('getResumeSyncableContent', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, getResumeSyncableContentParams);
      if (!path.ok) return path.response;
      const state = await resumesState();
      if (!ownResume(state, auth.user.id, path.data.id)) return fail(40004);
      const found = state.syncable.get(path.data.id);
      return ok({
        resume_id: path.data.id,
        work_experiences: found?.work_experiences ?? [],
        educations: found?.educations ?? [],
        skills: found?.skills ?? [],
      });
    }),
    operation('syncResumeContent', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, syncResumeContentParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, syncResumeContentBody);
      if (!body.ok) return body.response;
      const state = await resumesState();
      if (!ownResume(state, auth.user.id, path.data.id)) return fail(40004);
      const found = state.syncable.get(path.data.id) ?? { resume_id: path.data.id, work_experiences: [], educations: [], skills: [] };
      const { work_experience_keys: workKeys, education_keys: educationKeys, skill_keys: skillKeys } = body.data;
      if (workKeys.length + educationKeys.length + skillKeys.length === 0) {
        return fail(40001, { message: 'Choose at least one item to sync.', fields: { body: ['Choose at least one item to sync.'] } });
      }
      const unknown = [
        ...workKeys.filter((key) => !found.work_experiences.some((item) => item.key === key)),
        ...educationKeys.filter((key) => !found.educations.some((item) => item.key === key)),
        ...skillKeys.filter((key) => !found.skills.some((item) => item.key === key)),
      ];
      if (unknown.length > 0) return fail(40001, { message: `Unknown items: ${unknown.join(', ')}.`, fields: { body: [`Unknown items: ${unknown.join(', ')}.`] } });
      // Synced items are no longer offered. (The profile's own records belong to the profile domain.)
      state.syncable.set(path.data.id, {
        resume_id: path.data.id,
        work_experiences: found.work_experiences.filter((item) => !workKeys.includes(item.key)),
        educations: found.educations.filter((item) => !educationKeys.includes(item.key)),
        skills: found.skills.filter((item) => !skillKeys.includes(item.key)),
      });
      const syncedAt = mockNowIso();
      state.syncs.set(path.data.id, { resume_id: path.data.id, synced_at: syncedAt, rating: null, rated_at: null });
      return ok({
        resume_id: path.data.id,
        synced_work_experiences: workKeys.length,
        synced_educations: educationKeys.length,
        synced_skills: skillKeys.length,
        synced_at: syncedAt,
      });
    }),
    operation('rateResumeSync', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, rateResumeSyncParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, rateResumeSyncBody);
      if (!body.ok) return body.response;
      const state = await resumesState();
      if (!ownResume(state, auth.user.id, path.data.id)) return fail(40004);
      const sync = state.syncs.get(path.data.id);
      if (!sync) return fail(40001, { message: 'Sync the resume before rating it.', fields: { rating: ['Sync the resume before rating it.'] } });
      sync.rating = body.data.rating;
      sync.rated_at = mockNowIso();
      return ok({ resume_id: path.data.id, rating: body.data.rating, rated_at: sync.rated_at });
    }),
  ];
}
