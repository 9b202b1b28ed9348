/** Jobseeker profile, settings, job alerts. */
import type { HttpHandler } from 'msw';

export function profileHandlers(): HttpHandler[] {
  return [];
}
