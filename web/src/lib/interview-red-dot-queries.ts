/**
 * G10 getInterviewRedDot: whether any of the signed-in user's interviews is unread. The header's
 * "Interviews" item shows the dot; the interviews feature refreshes it once an interview has been opened
 * (opening marks it read). Shared by both, so it lives here.
 */
import { getGetInterviewRedDotQueryOptions } from '@sdk/generated/apiGo/hooks';
import { scoped, type QueryScope } from './query-scope';

const RED_DOT_STALE_MS = 60_000;

/** A missing dot is no error worth a message: the header stays quiet when the call fails. */
export function interviewRedDotQuery(scope: QueryScope) {
  return scoped(scope, getGetInterviewRedDotQueryOptions({ query: { staleTime: RED_DOT_STALE_MS, retry: false } }));
}
