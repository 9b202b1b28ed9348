/**
 * Logs service handlers: E01 reportEvents, E02 reportBeaconEvents, E03 reportRecoClicks,
 * E04 reportRecoExposures, E05 reportUserEvent. What they accept goes to the bounded event log
 * (mocks/state/event-log.ts). Events of E01 / E05 are recorded only for a signed-in user (spec section 6);
 * beacons and reco events need no session, since sendBeacon cannot send the Authorization header.
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import type { z } from 'zod';
import {
  reportBeaconEventsBody, reportBeaconEventsParams, reportEventsBody, reportRecoClicksBody, reportRecoExposuresBody, reportUserEventBody,
} from '../../sdk/generated/logs/zod';
import { mockNow } from '../db/mock-clock';
import { defineOperation } from '../http/define-operation';
import { fail, ok } from '../http/reply';
import { hasLogEntry, recordLogEntry } from '../state/event-log';
import { validateBody, type Validated } from './validate-request';

/** The same user event within this window is recorded once (spec section 9). */
export const USER_EVENT_DEDUPE_MS = 1000;
/** The reco log's `from`: always 1, the job seeker site. */
const RECO_FROM_JOBSEEKER = 1;

/**
 * Beacon bodies arrive as JSON or as text/plain JSON text; the generated client JSON-encodes a string
 * body once more, so a JSON string holding JSON is unwrapped before validation.
 */
async function validateLenientBody<S extends z.ZodType>(request: Request, schema: S): Promise<Validated<z.output<S>>> {
  const text = await request.text();
  let unwrapped = text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') unwrapped = parsed;
  } catch {
    // Not JSON at all: validateBody answers 40001 for it.
  }
  return validateBody(new Request(request.url, { method: 'POST', body: unwrapped }), schema);
}

function wrongFrom(): Response {
  return fail(ErrorCode.ValidationFailed, { fields: { from: ['The from must be 1.'] } });
}

export function logsHandlers() {
  return [
    defineOperation('reportEvents', {
      access: 'user',
      body: reportEventsBody,
      handle: async ({ user, body }) => {
        let accepted = 0;
        for (const event of body.events) {
          // A retried batch (same name, device and time) is acknowledged but not recorded twice.
          const duplicate = await hasLogEntry('event', (entry) =>
            entry.user_id === user.id && entry.name === event.event_name && entry.payload.device_id === event.device_id && entry.payload.event_time === event.event_time);
          if (duplicate) continue;
          await recordLogEntry({ kind: 'event', user_id: user.id, name: event.event_name, payload: event });
          accepted += 1;
        }
        return ok({ accepted });
      },
    }),
    defineOperation('reportBeaconEvents', {
      access: 'public',
      params: reportBeaconEventsParams,
      body: reportBeaconEventsBody,
      readBody: validateLenientBody,
      handle: async ({ params, body }) => {
        for (const event of body.events) {
          await recordLogEntry({ kind: 'beacon', user_id: null, name: event.event_name, payload: { ...event, country_id: body.country_id, product: params.product } });
        }
        return ok({ accepted: body.events.length });
      },
    }),
    defineOperation('reportRecoClicks', {
      access: 'public',
      body: reportRecoClicksBody,
      readBody: validateLenientBody,
      handle: async ({ body }) => {
        if (body.from !== RECO_FROM_JOBSEEKER) return wrongFrom();
        for (const click of body.data) await recordLogEntry({ kind: 'click', user_id: click.jobseeker_id ?? null, name: click.scene, payload: click });
        return ok({ accepted: body.data.length });
      },
    }),
    defineOperation('reportRecoExposures', {
      access: 'public',
      body: reportRecoExposuresBody,
      readBody: validateLenientBody,
      handle: async ({ body }) => {
        if (body.from !== RECO_FROM_JOBSEEKER) return wrongFrom();
        for (const expose of body.data) await recordLogEntry({ kind: 'expose', user_id: expose.jobseeker_id ?? null, name: expose.scene, payload: expose });
        return ok({ accepted: body.data.length });
      },
    }),
    defineOperation('reportUserEvent', {
      access: 'user',
      body: reportUserEventBody,
      handle: async ({ user, body }) => {
        // Nobody reports events in another user's name.
        if (body.user_id !== user.id) return fail(ErrorCode.NoPermission);
        const since = mockNow() - USER_EVENT_DEDUPE_MS;
        const duplicate = await hasLogEntry('user-event', (entry) => entry.user_id === user.id && entry.name === body.event_name && entry.received_at > since);
        if (duplicate) return ok({ accepted: 0 });
        await recordLogEntry({ kind: 'user-event', user_id: user.id, name: body.event_name, payload: body });
        return ok({ accepted: 1 });
      },
    }),
  ];
}
