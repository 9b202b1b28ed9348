/** Syncing an uploaded resume into the profile: R06 getResumeSyncableContent, syncResumeContent and rateResumeSync (implied). */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  getResumeSyncableContentParams, rateResumeSyncBody, rateResumeSyncParams, syncResumeContentBody, syncResumeContentParams,
} from '../../../sdk/generated/jobseeker/zod';
import { mockNowIso } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { syncIntoProfile } from '../../state/resume-sync-into-profile';
import { ownResume, rateResumeSyncRecord, recordResumeSync, syncableOf, syncOf } from '../../state/resumes';

export function resumeSyncHandlers() {
  return [
    defineOperation('getResumeSyncableContent', {
      access: 'user',
      params: getResumeSyncableContentParams,
      handle: async ({ user, params }) => {
        if (!(await ownResume(user.id, params.id))) return fail(ErrorCode.NotFound);
        const found = await syncableOf(params.id);
        return ok({
          resume_id: params.id,
          work_experiences: found?.work_experiences ?? [],
          educations: found?.educations ?? [],
          skills: found?.skills ?? [],
        });
      },
    }),
    defineOperation('syncResumeContent', {
      access: 'user',
      params: syncResumeContentParams,
      body: syncResumeContentBody,
      handle: async ({ user, params, body }) => {
        if (!(await ownResume(user.id, params.id))) return fail(ErrorCode.NotFound);
        const found = (await syncableOf(params.id)) ?? { resume_id: params.id, work_experiences: [], educations: [], skills: [] };
        const { work_experience_keys: workKeys, education_keys: educationKeys, skill_keys: skillKeys } = body;
        if (workKeys.length + educationKeys.length + skillKeys.length === 0) {
          return fail(ErrorCode.ValidationFailed, { message: 'Choose at least one item to sync.', fields: { body: ['Choose at least one item to sync.'] } });
        }
        const unknown = [
          ...workKeys.filter((key) => !found.work_experiences.some((item) => item.key === key)),
          ...educationKeys.filter((key) => !found.educations.some((item) => item.key === key)),
          ...skillKeys.filter((key) => !found.skills.some((item) => item.key === key)),
        ];
        if (unknown.length > 0) return fail(ErrorCode.ValidationFailed, { message: `Unknown items: ${unknown.join(', ')}.`, fields: { body: [`Unknown items: ${unknown.join(', ')}.`] } });
        // The ticked items join the profile, and are no longer offered.
        const syncedAt = mockNowIso();
        await syncIntoProfile(user.id, {
          work_experiences: found.work_experiences.filter((item) => workKeys.includes(item.key)),
          educations: found.educations.filter((item) => educationKeys.includes(item.key)),
          skills: found.skills.filter((item) => skillKeys.includes(item.key)),
        }, syncedAt);
        await recordResumeSync({
          resume_id: params.id,
          work_experiences: found.work_experiences.filter((item) => !workKeys.includes(item.key)),
          educations: found.educations.filter((item) => !educationKeys.includes(item.key)),
          skills: found.skills.filter((item) => !skillKeys.includes(item.key)),
        }, syncedAt);
        return ok({
          resume_id: params.id,
          synced_work_experiences: workKeys.length,
          synced_educations: educationKeys.length,
          synced_skills: skillKeys.length,
          synced_at: syncedAt,
        });
      },
    }),
    defineOperation('rateResumeSync', {
      access: 'user',
      params: rateResumeSyncParams,
      body: rateResumeSyncBody,
      handle: async ({ user, params, body }) => {
        if (!(await ownResume(user.id, params.id))) return fail(ErrorCode.NotFound);
        const sync = await syncOf(params.id);
        if (!sync) return fail(ErrorCode.ValidationFailed, { message: 'Sync the resume before rating it.', fields: { rating: ['Sync the resume before rating it.'] } });
        const rated = await rateResumeSyncRecord(sync, body.rating, mockNowIso());
        return ok({ resume_id: params.id, rating: body.rating, rated_at: rated.rated_at });
      },
    }),
  ];
}
