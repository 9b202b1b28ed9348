/**
 * The resume template catalogue (public, the same for everyone): one query shared by resume management
 * (W18, choosing a template to generate from) and the free resume-template page (W22).
 */
import { getListResumeTemplatesQueryOptions } from '@sdk/generated/jobseeker/hooks';
import { scoped, type QueryScope } from './query-scope';

const TEMPLATES_STALE_MS = 30 * 60_000;

/** The screens show their own loading, empty and error states. */
export function resumeTemplatesQuery(scope: QueryScope) {
  return scoped(scope, getListResumeTemplatesQueryOptions({ query: { staleTime: TEMPLATES_STALE_MS } }));
}
