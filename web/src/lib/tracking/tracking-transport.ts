/**
 * How tracking requests reach the logs service (docs/decisions/0013-event-tracking.md): named events
 * by reportEvents (E01) or, when the page is hidden, by beacon to reportBeaconEvents (E02); clicks and
 * exposures by reportRecoClicks (E03) and reportRecoExposures (E04), by beacon when needed too.
 * Beacons post JSON text (text/plain, no preflight and no headers, as the contracts allow).
 */
import { ApiError, ErrorCode, isApiError } from '@sdk/api-error';
import {
  getReportBeaconEventsUrl, getReportRecoClicksUrl, getReportRecoExposuresUrl, reportEvents, reportRecoClicks, reportRecoExposures,
} from './tracking-queries';
import { resolveUrl } from '@sdk/transport';
import type { TrackingTransport } from './event-tracker';
import type { PendingRequest } from './pending-requests';

/** The product in the beacon path `/logs/{product}-api-server/logs/report/events`. */
export const BEACON_PRODUCT = 'jobchat';
/** The reco logs take at most 50 records, the event logs 100 (contracts/logs.yaml). */
const RECO_BATCH = 50;
const EVENT_BATCH = 100;
/** The reco logs' `from`: always 1, the job seeker site. */
const FROM_JOBSEEKER_SITE = 1;

export type SendBeacon = (url: string, body: string) => boolean;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

async function send(request: PendingRequest): Promise<void> {
  if (request.kind === 'event') await reportEvents({ events: [request.body] });
  else if (request.kind === 'click') await reportRecoClicks({ from: FROM_JOBSEEKER_SITE, data: [request.body] });
  else await reportRecoExposures({ from: FROM_JOBSEEKER_SITE, data: [request.body] });
}

/** The beacons for these requests: one body per endpoint and batch. */
export function beaconBodies(requests: readonly PendingRequest[], countryId: number): { url: string; body: string }[] {
  const events = requests.flatMap((item) => (item.kind === 'event' ? [item.body] : []));
  const clicks = requests.flatMap((item) => (item.kind === 'click' ? [item.body] : []));
  const exposures = requests.flatMap((item) => (item.kind === 'expose' ? [item.body] : []));
  return [
    ...chunks(events, EVENT_BATCH).map((batch) => ({
      url: resolveUrl(getReportBeaconEventsUrl(BEACON_PRODUCT)),
      body: JSON.stringify({ country_id: countryId, events: batch }),
    })),
    ...chunks(clicks, RECO_BATCH).map((batch) => ({ url: resolveUrl(getReportRecoClicksUrl()), body: JSON.stringify({ from: FROM_JOBSEEKER_SITE, data: batch }) })),
    ...chunks(exposures, RECO_BATCH).map((batch) => ({ url: resolveUrl(getReportRecoExposuresUrl()), body: JSON.stringify({ from: FROM_JOBSEEKER_SITE, data: batch }) })),
  ];
}

export function createTrackingTransport(sendBeacon: SendBeacon | undefined): TrackingTransport {
  return {
    send,
    beacon: (requests, countryId) => {
      if (!sendBeacon) return false;
      // Every batch is offered even when one is refused; the caller keeps them all then (the server drops repeats of events).
      return beaconBodies(requests, countryId).map(({ url, body }) => sendBeacon(url, body)).every(Boolean);
    },
    // An invalid body stays invalid; everything else (offline, timeout, 5xx, 429, no session yet) is worth sending again.
    isPermanentFailure: (error) => isApiError(error, ErrorCode.ValidationFailed) || (error instanceof ApiError && error.status === 422),
  };
}
