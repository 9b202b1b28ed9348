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
  type ProfileLanguageInput,
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
  useEntryChanges({ create: useCreateJobPreference(mutation), update: useUpdateJobPreference(mutation), remove: useDeleteJobPreference(mutation) });

export const useWorkExperienceChanges = () =>
  useEntryChanges({ create: useCreateWorkExperience(mutation), update: useUpdateWorkExperience(mutation), remove: useDeleteWorkExperience(mutation) });

export const useEducationChanges = () =>
  useEntryChanges({ create: useCreateEducation(mutation), update: useUpdateEducation(mutation), remove: useDeleteEducation(mutation) });

export const useLinkChanges = () => useEntryChanges({ create: useCreateWebsite(mutation), update: useUpdateWebsite(mutation), remove: useDeleteWebsite(mutation) });

export const useLicenseChanges = () =>
  useEntryChanges({ create: useCreateLicenseCertification(mutation), update: useUpdateLicenseCertification(mutation), remove: useDeleteLicenseCertification(mutation) });

/** The attachment of a license goes up first (G08); its URL is saved with the entry. */
export const useAttachmentUpload = () => useUploadFile(mutation);

/** A language is added with its proficiency; afterwards only the proficiency changes. */
export function useLanguageChanges() {
  const update = useUpdateProfileLanguage(mutation);
  return useEntryChanges<ProfileLanguageInput, ProfileLanguageInput>({
    create: useAddProfileLanguage(mutation),
    update: { mutateAsync: ({ id, data }) => update.mutateAsync({ id, data: { proficiency: data.proficiency } }) },
    remove: useDeleteProfileLanguage(mutation),
  });
}

export function useSkillMutations() {
  return { add: useAddProfileSkill(mutation), remove: useDeleteProfileSkill(mutation) };
}
