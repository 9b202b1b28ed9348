/**
 * Web events recorded by G11 (only signed-in users' events, spec section 6), with the last time each
 * user sent each event name so a repeat within 1000 ms is dropped (spec section 9).
 */
import { defineDomainState } from '../db/domain-state';

export const EVENT_DEDUPE_MS = 1000;

export interface WebEventRecord {
  id: number;
  user_id: number;
  event_name: string;
  source: 'web' | 'mobile_web';
  country_id: number | null;
  extra: Record<string, unknown>;
  received_at: number;
}

export interface WebEventsState {
  events: Map<number, WebEventRecord>;
  /** `${userId}:${eventName}` → when it was last recorded. */
  lastRecordedAt: Map<string, number>;
  nextId: number;
}

export const webEvents = defineDomainState(
  'web-events',
  (): WebEventsState => ({ events: new Map(), lastRecordedAt: new Map(), nextId: 1 }),
);

/** Records the event unless the user sent the same event name within EVENT_DEDUPE_MS; true when kept. */
export function recordWebEvent(state: WebEventsState, event: Omit<WebEventRecord, 'id'>): boolean {
  const key = `${event.user_id}:${event.event_name}`;
  const last = state.lastRecordedAt.get(key);
  if (last !== undefined && event.received_at - last < EVENT_DEDUPE_MS) return false;
  state.lastRecordedAt.set(key, event.received_at);
  state.events.set(state.nextId, { ...event, id: state.nextId });
  state.nextId += 1;
  return true;
}
