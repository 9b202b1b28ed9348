/**
 * Web events recorded by G11 (only signed-in users' events, spec section 6). A repeat of the same event
 * name by the same user within 1000 ms of the last one kept is dropped (spec section 9).
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';

export const EVENT_DEDUPE_MS = 1000;

export const webEventSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  event_name: z.string(),
  source: z.enum(['web', 'mobile_web']),
  country_id: z.number().int().nullable(),
  extra: z.record(z.string(), z.unknown()),
  /** Epoch ms (mock clock). */
  received_at: z.number(),
});

export type WebEventRecord = RecordOf<typeof webEventSchema>;

export const webEvents = defineCollection('web-events', { schema: webEventSchema });

/** Records the event unless the user sent the same event name within EVENT_DEDUPE_MS; true when kept. */
export function recordWebEvent(event: Omit<WebEventRecord, 'id'>): Promise<boolean> {
  return webEvents.exclusive(async () => {
    const earlier = (await webEvents()).findMany((q) => q.where({ user_id: event.user_id, event_name: event.event_name }));
    const last = Math.max(-Infinity, ...earlier.map((kept) => kept.received_at));
    if (event.received_at - last < EVENT_DEDUPE_MS) return false;
    await webEvents.insert(event);
    return true;
  });
}
