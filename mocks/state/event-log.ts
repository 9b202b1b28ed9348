/**
 * What the logs service received (E01-E05): a bounded, newest-last log, so tests and the dev panel can
 * see which events were recorded. Only the last MAX_LOG_ENTRIES are kept, like a server's buffer.
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';

export const MAX_LOG_ENTRIES = 500;

export const logEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['event', 'beacon', 'click', 'expose', 'user-event']),
  /** The signed-in user, or null (beacons, anonymous reco events). */
  user_id: z.number().int().nullable(),
  /** Event name, or the reco scene for clicks and exposes. */
  name: z.string(),
  /** Epoch ms (mock clock) when the server received it. */
  received_at: z.number(),
  payload: z.record(z.string(), z.unknown()),
});

export type LogEntry = RecordOf<typeof logEntrySchema>;
export type LogKind = LogEntry['kind'];

const eventLog = defineCollection('event-log', { schema: logEntrySchema });

export async function recordLogEntry(entry: Omit<LogEntry, 'id' | 'received_at'>): Promise<LogEntry> {
  const recorded = await eventLog.insert({ ...entry, received_at: mockNow() });
  const log = await eventLog();
  // all() is in insertion order: the first ones are the oldest.
  for (const oldest of log.all().slice(0, Math.max(0, log.count() - MAX_LOG_ENTRIES))) await eventLog.remove(oldest);
  return recorded;
}

/** Recorded entries, oldest first, optionally of one kind. */
export async function logEntries(kind?: LogKind): Promise<LogEntry[]> {
  const log = await eventLog();
  return kind ? log.findMany((q) => q.where({ kind })) : [...log.all()];
}

/** True when an entry of the kind matches (used to skip duplicates). */
export async function hasLogEntry(kind: LogKind, matches: (entry: LogEntry) => boolean): Promise<boolean> {
  return (await eventLog()).findFirst((q) => q.where((entry) => entry.kind === kind && matches(entry))) !== undefined;
}
