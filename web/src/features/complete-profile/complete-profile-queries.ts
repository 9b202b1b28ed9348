/**
 * The profile setup's calls (jobseeker service): one options function per query, the mutations with
 * the screens' own error handling, and the refresh every change needs (the lists and the profile).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetMyProfileQueryKey,
  getGetMyProfileQueryOptions,
  getListEducationsQueryKey,
  getListEducationsQueryOptions,
  getListWorkExperiencesQueryKey,
  getListWorkExperiencesQueryOptions,
  useCompleteProfile,
  useCreateEducation,
  useCreateJobPreference,
  useCreateWorkExperience,
  useDeleteEducation,
  useDeleteWorkExperience,
  useTriggerSpringEventAssist,
  useUpdateEducation,
  useUpdateJobPreference,
  useUpdateMyProfile,
  useUpdateWorkExperience,
} from '@sdk/generated/jobseeker/hooks';
import { scoped, scopedKey, useQueryScope, type QueryScope } from '../../lib/query-scope';

/** Every screen of the setup shows its own loading, error and retry. */
const handlesError = { handlesError: true };
const mutation = { mutation: { meta: handlesError } };

/** The whole online profile: step 1's values and step 4's summary. */
export function myProfileQuery(scope: QueryScope) {
  return scoped(scope, getGetMyProfileQueryOptions(undefined, { query: { meta: handlesError } }));
}

export function workExperiencesQuery(scope: QueryScope) {
  return scoped(scope, getListWorkExperiencesQueryOptions({ query: { meta: handlesError } }));
}

export function educationsQuery(scope: QueryScope) {
  return scoped(scope, getListEducationsQueryOptions({ query: { meta: handlesError } }));
}

/** After any change: the lists and the profile (which carries them) are read again. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(async () => {
    await Promise.all(
      [getGetMyProfileQueryKey(), getListWorkExperiencesQueryKey(), getListEducationsQueryKey()].map((key) =>
        queryClient.invalidateQueries({ queryKey: scopedKey(scope, key) }),
      ),
    );
  }, [queryClient, scope]);
}

/** Step 1: the basic info, then the job preference (created, or the first one updated). */
export function useBasicInfoMutations() {
  return {
    updateProfile: useUpdateMyProfile(mutation),
    createPreference: useCreateJobPreference(mutation),
    updatePreference: useUpdateJobPreference(mutation),
  };
}

export function useWorkExperienceMutations() {
  return { create: useCreateWorkExperience(mutation), update: useUpdateWorkExperience(mutation), remove: useDeleteWorkExperience(mutation) };
}

export function useEducationMutations() {
  return { create: useCreateEducation(mutation), update: useUpdateEducation(mutation), remove: useDeleteEducation(mutation) };
}

/** Step 4: marking the profile completed, and telling the Singapore campaign (best effort). */
export function useFinishMutations() {
  return { complete: useCompleteProfile(mutation), springEvent: useTriggerSpringEventAssist(mutation) };
}
