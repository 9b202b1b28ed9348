/**
 * The online resume's calls (W17): the whole profile in one query (P06, prefetched by the loader so the
 * first HTML has it), skill suggestions (G04), and one mutation per change. Every screen shows its own
 * errors (on the form, beside the entry), and every change reads the profile again before the form closes.
 * The generated constants the forms use are re-exported here, so components need no generated values.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUploadFile } from '@sdk/generated/apiGo/hooks';
import { getListSkillsQueryOptions } from '@sdk/generated/config/hooks';
import {
  getGenerateCareerSummaryUrl,
  getRewriteCareerSummaryUrl,
  useAddProfileLanguage,
  useAddProfileSkill,
  useCreateEducation,
  useCreateJobPreference,
  useCreateLicenseCertification,
  useCreateWebsite,
  useCreateWorkExperience,
  useDeleteEducation,
  useDeleteJobPreference,
  useDeleteLicenseCertification,
  useDeleteProfileLanguage,
  useDeleteProfileSkill,
  useDeleteWebsite,
  useDeleteWorkExperience,
  useUpdateCareerSummary,
  useUpdateEducation,
  useUpdateJobPreference,
  useUpdateLicenseCertification,
  useUpdateMyProfile,
  useUpdateProfileLanguage,
  useUpdateWebsite,
  useUpdateWorkExperience,
  useUploadAvatar,
  type AiCareerSummaryRewriteType,
  type AiCareerSummaryUpdateRequest,
  type ProfileLanguageInput,
} from '@sdk/generated/jobseeker/hooks';
import { profileQuery } from '../../lib/job-fit/seeker-profile-queries';
import { scoped, useQueryScope, type QueryScope } from '../../lib/query-scope';

export {
  AiCareerSummaryRewriteType,
  JobPreferenceSalaryTypeId,
  JobPreferenceWorkArrangementId,
  JobSeekerType,
  JobSeekingStatus,
  LanguageProficiency,
} from '@sdk/generated/jobseeker/hooks';

const SKILLS_STALE_MS = 30 * 60_000;

export { profileQuery };

/** Skills with their job function, for suggestions; the skills card shows its own error. */
export function skillSuggestionsQuery(scope: QueryScope, enabled = true) {
  return scoped(scope, getListSkillsQueryOptions({ language_code: scope.language }, { query: { staleTime: SKILLS_STALE_MS, enabled } }));
}

/** Reads the profile again; resolves once the new one is in the cache, so a closing form shows it. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: profileQuery(scope).queryKey }), [queryClient, scope]);
}

/** The basic info; resolves once the profile has been read again. */
export function useBasicInfoMutation() {
  const refresh = useRefreshProfile();
  return useUpdateMyProfile({ mutation: { onSuccess: refresh } });
}

/**
 * The summary, and a summary taken from "Write with AI" kept for its job preference (G07 PATCH);
 * resolves once the profile has been read again.
 */
export function useSummaryChange() {
  const update = useUpdateMyProfile();
  const keepAiSummary = useUpdateCareerSummary();
  const refresh = useRefreshProfile();
  return async (summary: string | null, aiSummary: AiCareerSummaryUpdateRequest | undefined) => {
    await update.mutateAsync({ data: { summary } });
    if (aiSummary) await keepAiSummary.mutateAsync({ data: aiSummary });
    await refresh();
  };
}

/** The streamed AI summary's address: a rewrite in a given way, or a fresh summary. */
export function careerSummaryStreamUrl(rewriteType: AiCareerSummaryRewriteType | undefined): string {
  return rewriteType ? getRewriteCareerSummaryUrl() : getGenerateCareerSummaryUrl();
}

/** The profile photo (R11); the dialog shows its refusal. The profile is read again while the dialog closes. */
export function useAvatarUploadMutation() {
  const refresh = useRefreshProfile();
  return useUploadAvatar({
    mutation: {
      onSuccess: () => {
        void refresh();
      },
    },
  });
}

interface EntryCalls<Create, Update> {
  create: { mutateAsync: (variables: { data: Create }) => Promise<unknown> };
  update: { mutateAsync: (variables: { id: number; data: Update }) => Promise<unknown> };
  remove: { mutateAsync: (variables: { id: number }) => Promise<unknown> };
}

/**
 * A collection's changes as the forms use them: `save` creates (no id) or updates an entry, `remove`
 * deletes one; both resolve once the profile has been read again.
 */
function useEntryChanges<Create extends Update, Update>({ create, update, remove }: EntryCalls<Create, Update>) {
  const refresh = useRefreshProfile();
  return {
    save: async (id: number | undefined, data: Create) => {
      await (id === undefined ? create.mutateAsync({ data }) : update.mutateAsync({ id, data }));
      await refresh();
    },
    remove: async ({ id }: { id: number }) => {
      await remove.mutateAsync({ id });
      await refresh();
    },
  };
}

export const usePreferenceChanges = () =>
  useEntryChanges({ create: useCreateJobPreference(), update: useUpdateJobPreference(), remove: useDeleteJobPreference() });

export const useWorkExperienceChanges = () =>
  useEntryChanges({ create: useCreateWorkExperience(), update: useUpdateWorkExperience(), remove: useDeleteWorkExperience() });

export const useEducationChanges = () =>
  useEntryChanges({ create: useCreateEducation(), update: useUpdateEducation(), remove: useDeleteEducation() });

export const useLinkChanges = () => useEntryChanges({ create: useCreateWebsite(), update: useUpdateWebsite(), remove: useDeleteWebsite() });

export const useLicenseChanges = () =>
  useEntryChanges({ create: useCreateLicenseCertification(), update: useUpdateLicenseCertification(), remove: useDeleteLicenseCertification() });

/** The attachment of a license goes up first (G08); its URL is saved with the entry. */
export const useAttachmentUpload = () => useUploadFile();

/** A language is added with its proficiency; afterwards only the proficiency changes. */
export function useLanguageChanges() {
  const update = useUpdateProfileLanguage();
  return useEntryChanges<ProfileLanguageInput, ProfileLanguageInput>({
    create: useAddProfileLanguage(),
    update: { mutateAsync: ({ id, data }) => update.mutateAsync({ id, data: { proficiency: data.proficiency } }) },
    remove: useDeleteProfileLanguage(),
  });
}

/** A skill added or removed; each resolves once the profile has been read again. */
export function useSkillMutations() {
  const refresh = useRefreshProfile();
  const refreshing = { mutation: { onSuccess: refresh } };
  return { add: useAddProfileSkill(refreshing), remove: useDeleteProfileSkill(refreshing) };
}
