/**
 * The signed-in seeker's state of the job (saved, where "chat now" leads, an existing chat), fetched by
 * the page's loader beside the job, so the first HTML has the action bar's real buttons rather than a
 * "checking" state. Asks exactly what useApplyState and SaveButton will ask.
 */
import type { JobDetail } from '@sdk/generated/job/hooks';
import { scopeOf } from '../../../lib/query-scope';
import type { RouteContext } from '../../../lib/route-context';
import { countryAtom, sessionAtom } from '../../../lib/session-atoms';
import { chatExistsQuery, jobSavedQuery, redirectConditionQuery } from '../job-detail-queries';
import { isTooFarForSite } from '../../../lib/remote-reach';

export function prefetchSeekerState({ queryClient, store }: RouteContext, job: JobDetail): Promise<unknown> {
  const session = store.get(sessionAtom);
  if (session.kind !== 'user') return Promise.resolve();
  const scope = scopeOf(store);
  const calls: Promise<unknown>[] = [queryClient.prefetchQuery(jobSavedQuery(scope, job.id, true))];
  if (job.status === 'open' && session.user.is_profile_completed && !isTooFarForSite(job, store.get(countryAtom))) {
    calls.push(queryClient.prefetchQuery(redirectConditionQuery(scope, job.id, true)));
    calls.push(queryClient.prefetchQuery(chatExistsQuery(scope, job.recruiter.id, true)));
  }
  return Promise.all(calls);
}
