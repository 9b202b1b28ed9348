/**
 * The profile setup's calls (jobseeker service): one options function per query, the mutations with
 * the screens' own error handling, and the refresh every change needs (the lists and the profile).
 * The generated constants the forms use are re-exported here, so components need no generated values.
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

export { JobPreferenceInputWorkArrangementId } from '@sdk/generated/jobseeker/hooks';

/** The whole online profile: step 1's values and step 4's summary. Each screen shows its own error and retry. */
export function myProfileQuery(scope: QueryScope) {
  return scoped(scope, getGetMyProfileQueryOptions());
}

export function workExperiencesQuery(scope: QueryScope) {
  return scoped(scope, getListWorkExperiencesQueryOptions());
}

export function educationsQuery(scope: QueryScope) {
  return scoped(scope, getListEducationsQueryOptions());
}

/**
 * After any change: the lists and the profile (which carries them) are read again. The steps call it
 * themselves, once after a sequence of calls and also after a failure (whatever was saved before it).
 */
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
    updateProfile: useUpdateMyProfile(),
    createPreference: useCreateJobPreference(),
    updatePreference: useUpdateJobPreference(),
  };
}

export function useWorkExperienceMutations() {
  return { create: useCreateWorkExperience(), update: useUpdateWorkExperience(), remove: useDeleteWorkExperience() };
}

export function useEducationMutations() {
  return { create: useCreateEducation(), update: useUpdateEducation(), remove: useDeleteEducation() };
}

/** Step 4: marking the profile completed, and telling the Singapore campaign (best effort). */
export function useFinishMutations() {
  const refresh = useRefreshProfile();
  const complete = useCompleteProfile({
    mutation: {
      onSuccess: () => {
        void refresh();
      },
    },
  });
  return { complete, springEvent: useTriggerSpringEventAssist() };
}
