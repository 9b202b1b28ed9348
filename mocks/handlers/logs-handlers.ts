/** Logs service handlers: event reports, beacons, reco expose and click events. */
import type { HttpHandler } from 'msw';

export function logsHandlers(): HttpHandler[] {
  return [];
}
