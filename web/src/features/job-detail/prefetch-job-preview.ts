/**
 * What a job's preview beside search results shows first (job-preview.tsx): the job and the signed-in
 * seeker's state of it, as the job page's loader asks them. A search page imports this only when it
 * asks (a dynamic import), so the job page's queries stay out of its first JavaScript.
 */
import { scopeOf } from '../../lib/query-scope';
import type { RouteContext } from '../../lib/route-context';
import { prefetchSeekerState } from './actions/prefetch-seeker-state';
import { jobDetailQuery } from './job-detail-queries';

export async function prefetchJobPreview(app: RouteContext, jobId: number): Promise<void> {
  const query = jobDetailQuery(scopeOf(app.store), jobId);
  await app.queryClient.prefetchQuery(query);
  const job = app.queryClient.getQueryData(query.queryKey);
  if (job) await prefetchSeekerState(app, job);
}
