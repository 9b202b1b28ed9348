/**
 * What the chat seed (chat-seed.ts) leaves to the chat state: the version each seeded resume message
 * sent, and one more conversation, with a recruiter who rarely answers, so the ghosting guard has every
 * case (the Philippine recruiters all answer at least half their chats). Deterministic like the seed.
 */
import type { Database } from '../db/database';
import { mockNow } from '../db/mock-clock';
import type { JobRecord } from '../db/record-schemas';
import { SEED_USERS } from './accounts';
import { EMPTY_MESSAGE_DETAILS, FIRST_CHAT_IDS, NEW_CONVERSATION_FLAGS, type ChatSeed, type MessageRecord } from './chat-records';
import { nextSeedId } from './chat-seed';
import { MEASURABLE_RESPONSE_RATE } from './recruiter-reply-stats';
import { seededResumes } from './resumes';

const HOUR = 3_600_000;
const REMOTE = 3;
const OPEN_TO = 'Philippines';

/** The resume's `updated_at` when the message went out: the version the recruiter received. */
export function versionSentAt(resume: { created_at: string; updated_at: string }, sentAt: string): string | null {
  if (resume.updated_at <= sentAt) return resume.updated_at;
  return resume.created_at <= sentAt ? resume.created_at : null;
}

/** Seeded resume messages carry the version they sent. */
function stampResumeVersions(seed: ChatSeed): void {
  const resumes = new Map(seededResumes().map((resume) => [resume.id, resume]));
  seed.messages = seed.messages.map((message) => {
    const resume = message.resume && resumes.get(message.resume.resume_id);
    if (!message.resume || !resume || message.resume.resume_updated_at !== undefined) return message;
    return { ...message, resume: { ...message.resume, resume_updated_at: versionSentAt(resume, message.created_at) } };
  });
}

/** The first open remote job, open to Philippine applicants, whose recruiter answers too few chats to measure. */
function rarelyAnsweredJob(db: Database, seed: ChatSeed): JobRecord | undefined {
  const chatting = new Set(seed.conversations.filter((c) => c.user_id === SEED_USERS.complete).map((c) => c.recruiter_id));
  for (const job of db.indexes.jobsById.values()) {
    if (job.status !== 'open' || job.work_arrangement_id !== REMOTE || !job.remote_details?.open_countries.includes(OPEN_TO)) continue;
    const recruiter = db.side.recruitersById.get(job.recruiter_id);
    if (recruiter && recruiter.response_rate < MEASURABLE_RESPONSE_RATE && !chatting.has(recruiter.id)) return job;
  }
  return undefined;
}

/** Maria applied to a remote job four days ago and wrote to its recruiter, who has not answered. */
function addRarelyAnsweredChat(db: Database, seed: ChatSeed): void {
  const job = rarelyAnsweredJob(db, seed);
  if (!job) return;
  const now = mockNow();
  const chatId = nextSeedId(seed.conversations, FIRST_CHAT_IDS.conversation);
  const appliedAt = now - 4 * 24 * HOUR;
  const lines: (Pick<MessageRecord, 'sender' | 'type' | 'text' | 'status'> & { at: number })[] = [
    { sender: 'system', type: 'system', text: `You applied for ${job.title}.`, status: 'read', at: appliedAt },
    {
      sender: 'jobseeker', type: 'text', status: 'sent', at: appliedAt + 60_000,
      text: `Hello! I applied for the remote ${job.title} role. I have six years of IFRS reporting experience and can work in your time zone.`,
    },
  ];
  for (const { at, ...line } of lines) {
    seed.messages.push({ id: nextSeedId(seed.messages, FIRST_CHAT_IDS.message), chat_id: chatId, created_at: new Date(at).toISOString(), ...EMPTY_MESSAGE_DETAILS, ...line });
  }
  seed.conversations.push({
    id: chatId, user_id: SEED_USERS.complete, recruiter_id: job.recruiter_id, job_id: job.id, company_id: job.company_id, ...NEW_CONVERSATION_FLAGS,
    created_at: new Date(appliedAt).toISOString(), updated_at: new Date(appliedAt + 60_000).toISOString(),
  });
}

export function addChatSeedExtras(db: Database, seed: ChatSeed): ChatSeed {
  stampResumeVersions(seed);
  addRarelyAnsweredChat(db, seed);
  return seed;
}
