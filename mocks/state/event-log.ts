/**
 * What the logs service received (E01-E05): a bounded, newest-last log, so tests and the dev panel can
 * see which events were recorded. Only the last MAX_LOG_ENTRIES are kept, like a server's buffer.
 */
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';

export const MAX_LOG_ENTRIES = 500;

export type LogKind = 'event' | 'beacon' | 'click' | 'expose' | 'user-event';

export interface LogEntry {
  id: number;
  kind: LogKind;
  /** The signed-in user, or null (beacons, anonymous reco events). */
  user_id: number | null;
  /** Event name, or the reco scene for clicks and exposes. */
  name: string;
  /** Epoch ms (mock clock) when the server received it. */
  received_at: number;
  payload: Readonly<Record<string, unknown>>;
}

interface EventLogState {
  entries: LogEntry[];
  nextId: number;
}

export const eventLog = defineDomainState('event-log', (): EventLogState => ({ entries: [], nextId: 1 }));

export async function recordLogEntry(entry: Omit<LogEntry, 'id' | 'received_at'>): Promise<LogEntry> {
  const state = await eventLog();
  const recorded = { ...entry, id: state.nextId, received_at: mockNow() };
  state.nextId += 1;
  state.entries.push(recorded);
  if (state.entries.length > MAX_LOG_ENTRIES) state.entries.splice(0, state.entries.length - MAX_LOG_ENTRIES);
  return recorded;
}

/** Recorded entries, oldest first, optionally of one kind. */
export async function logEntries(kind?: LogKind): Promise<LogEntry[]> {
  const { entries } = await eventLog();
  return kind ? entries.filter((entry) => entry.kind === kind) : [...entries];
}

/** True when an entry of the kind matches (used to skip duplicates). */
export async function hasLogEntry(kind: LogKind, matches: (entry: LogEntry) => boolean): Promise<boolean> {
  return (await eventLog()).entries.some((entry) => entry.kind === kind && matches(entry));
}
