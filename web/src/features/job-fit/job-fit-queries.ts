/** The job fit's one change: a skill the job names, added to the profile, which is then read again so the fit follows. */
import { useQueryClient } from '@tanstack/react-query';
import { useAddProfileSkill } from '@sdk/generated/jobseeker/hooks';
import { profileQuery } from '../../lib/job-fit/seeker-profile-queries';
import { useQueryScope } from '../../lib/query-scope';

export function useAddSkill() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useAddProfileSkill({ mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery(scope).queryKey }) } });
}
