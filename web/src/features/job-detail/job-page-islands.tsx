/**
 * The parts of the job page that answer input or load on their own: on a guest's page they are islands
 * (decision 0027), so each finds the page's job from the address and takes no props. The app renders
 * the same components in the same places.
 */
import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../lib/query-scope';
import { usePathParams } from '../../lib/use-path-params';
import { JobActions } from './actions/job-actions';
import { jobDetailQuery, jobIdFromSlug } from './job-detail-queries';
import { SimilarJobs } from './similar-jobs';

function usePageJobId(): number | undefined {
  return jobIdFromSlug(usePathParams('/:lang?/job/:slug').slug);
}

/** Chat now / apply, save, share and the "More" menu of the page's job, from the page's query cache. */
export function JobPageActions() {
  const jobId = usePageJobId();
  const { data: job } = useQuery({ ...jobDetailQuery(useQueryScope(), jobId ?? 0), enabled: jobId !== undefined });
  return job ? <JobActions job={job} /> : null;
}

export function JobPageSimilarJobs() {
  const jobId = usePageJobId();
  return jobId === undefined ? null : <SimilarJobs jobId={jobId} />;
}
