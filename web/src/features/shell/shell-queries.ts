/** The shell's own calls: the footer's courses (G06 listRecommendedCourses, the academy). */
import { getListRecommendedCoursesQueryOptions } from '@sdk/generated/reco/hooks';
import { scoped, type QueryScope } from '../../lib/query-scope';

const FOOTER_COURSES = 6;
const COURSES_STALE_MS = 60 * 60_000;

/** The most popular courses (no filters); the footer shows its own loading and error states. */
export function footerCoursesQuery(scope: QueryScope) {
  return scoped(scope, getListRecommendedCoursesQueryOptions({ size: FOOTER_COURSES }, { query: { staleTime: COURSES_STALE_MS } }));
}
