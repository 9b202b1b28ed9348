/**
 * Jobs-activity handlers (saved, applied, viewed, reports, metrics, My jobs tabs). Every path here is
 * either literal or has more segments than /job/:jobId, and jobHandlers() registers them before it.
 */
import { activityHandlers } from './activity-handlers';
import { applicationHandlers } from './application-handlers';
import { savedJobHandlers } from './saved-job-handlers';
import { tabHandlers } from './tab-handlers';

export function myJobsHandlers() {
  return [...savedJobHandlers(), ...applicationHandlers(), ...activityHandlers(), ...tabHandlers()];
}
