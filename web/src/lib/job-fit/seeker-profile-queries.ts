/**
 * The signed-in seeker's whole online profile (P06): the profile page edits it, and the job fit reads it
 * (skills, languages, preferences). One options function, so both find the same cache entry.
 */
import { getGetMyProfileQueryOptions } from '@sdk/generated/jobseeker/hooks';
import { scoped, type QueryScope } from '../query-scope';

/** The page shows the profile's loading and error states itself. */
export function profileQuery(scope: QueryScope) {
  return scoped(scope, getGetMyProfileQueryOptions());
}
