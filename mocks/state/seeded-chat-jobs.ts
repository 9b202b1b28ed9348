/**
 * Which jobs the seeded chats are about: the first open ph jobs with distinct recruiters, one per
 * conversation. Shared by the chat seed and the interviews seed, so the seeded invitation card in a
 * conversation and the interview it opens are about the same job.
 */
import type { Database } from '../db/database';
import type { JobRecord } from '../db/record-schemas';

/** The seeded conversation that carries a pending interview invitation (its card opens that interview). */
export const INVITATION_CHAT_INDEX = 1;

export function seededChatJobs(db: Database, count: number): JobRecord[] {
  const picked: JobRecord[] = [];
  const recruiters = new Set<number>();
  for (const job of db.indexes.openJobsByCountry.get('ph') ?? []) {
    if (picked.length === count) break;
    if (recruiters.has(job.recruiter_id) || !db.side.recruitersById.has(job.recruiter_id)) continue;
    recruiters.add(job.recruiter_id);
    picked.push(job);
  }
  return picked;
}
