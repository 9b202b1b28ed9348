/**
 * The online resume's calls (W17): the whole profile in one query (P06, prefetched by the loader so the
 * first HTML has it), skill suggestions (G04), and one mutation per change. Every screen shows its own
 * errors (on the form, beside the entry), and every change reads the profile again before the form closes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUploadFile } from '@sdk/generated/apiGo/hooks';
import { getListSkillsQueryOptions } from '@sdk/generated/config/hooks';
import {
  getGetMyProfileQueryOptions,
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
  useUpdateEducation,
  useUpdateJobPreference,
  useUpdateLicenseCertification,
  useUpdateMyProfile,
  useUpdateProfileLanguage,
  useUpdateWebsite,
  useUpdateWorkExperience,
} from '@sdk/generated/jobseeker/hooks';
import { scoped, useQueryScope, type QueryScope } from '../../lib/query-scope';

const handlesError = { handlesError: true };
const SKILLS_STALE_MS = 30 * 60_000;

/** The page shows the profile's loading and error states itself. */
export function profileQuery(scope: QueryScope) {
  return scoped(scope, getGetMyProfileQueryOptions(undefined, { query: { meta: handlesError } }));
}

/** Skills with their job function, for suggestions; the skills card shows its own error. */
export function skillSuggestionsQuery(scope: QueryScope, enabled = true) {
  return scoped(scope, getListSkillsQueryOptions({ language_code: scope.language }, { query: { staleTime: SKILLS_STALE_MS, meta: handlesError, enabled } }));
}

/** Reads the profile again; resolves once the new one is in the cache, so a closing form shows it. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: profileQuery(scope).queryKey }), [queryClient, scope]);
}

const mutation = { mutation: { meta: handlesError } };

export const useBasicInfoMutation = () => useUpdateMyProfile(mutation);

export function usePreferenceMutations() {
  return { create: useCreateJobPreference(mutation), update: useUpdateJobPreference(mutation), remove: useDeleteJobPreference(mutation) };
}

export function useWorkExperienceMutations() {
  return { create: useCreateWorkExperience(mutation), update: useUpdateWorkExperience(mutation), remove: useDeleteWorkExperience(mutation) };
}

export function useEducationMutations() {
  return { create: useCreateEducation(mutation), update: useUpdateEducation(mutation), remove: useDeleteEducation(mutation) };
}

export function useSkillMutations() {
  return { add: useAddProfileSkill(mutation), remove: useDeleteProfileSkill(mutation) };
}

export function useLanguageMutations() {
  return { add: useAddProfileLanguage(mutation), update: useUpdateProfileLanguage(mutation), remove: useDeleteProfileLanguage(mutation) };
}

export function useLinkMutations() {
  return { create: useCreateWebsite(mutation), update: useUpdateWebsite(mutation), remove: useDeleteWebsite(mutation) };
}

export function useLicenseMutations() {
  return {
    create: useCreateLicenseCertification(mutation),
    update: useUpdateLicenseCertification(mutation),
    remove: useDeleteLicenseCertification(mutation),
    upload: useUploadFile(mutation),
  };
}
