/**
 * What the chat seed (chat-seed.ts) leaves to the chat state: the version each seeded resume message
 * sent, and one more conversation, with a recruiter who rarely answers, so the ghosting guard has every
 * case (the Philippine recruiters all answer at least half their chats). Deterministic like the seed.
 */
import type { Database } from '../db/database';
import { mockNow } from '../db/mock-clock';
import type { JobRecord } from '../db/record-schemas';
import { SEED_USERS } from './accounts';
import type { ChatsState, MessageRecord } from './chat-records';
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

function stampResumeVersions(state: ChatsState): void {
  const resumes = new Map(seededResumes().map((resume) => [resume.id, resume]));
  for (const message of state.messages.values()) {
    const resume = message.resume && resumes.get(message.resume.resume_id);
    if (message.resume && resume && message.resume.resume_updated_at === undefined) {
      message.resume = { ...message.resume, resume_updated_at: versionSentAt(resume, message.created_at) };
    }
  }
}

/** The first open remote job, open to Philippine applicants, whose recruiter answers too few chats to measure. */
function rarelyAnsweredJob(db: Database, state: ChatsState): JobRecord | undefined {
  const chatting = new Set([...state.conversations.values()].filter((c) => c.user_id === SEED_USERS.complete).map((c) => c.recruiter_id));
  for (const job of db.indexes.jobsById.values()) {
    if (job.status !== 'open' || job.work_arrangement_id !== REMOTE || !job.remote_details?.open_countries.includes(OPEN_TO)) continue;
    const recruiter = db.side.recruitersById.get(job.recruiter_id);
    if (recruiter && recruiter.response_rate < MEASURABLE_RESPONSE_RATE && !chatting.has(recruiter.id)) return job;
  }
  return undefined;
}

/** Maria applied to a remote job four days ago and wrote to its recruiter, who has not answered. */
function addRarelyAnsweredChat(db: Database, state: ChatsState): void {
  const job = rarelyAnsweredJob(db, state);
  if (!job) return;
  const now = mockNow();
  const chatId = state.nextId.conversation++;
  const appliedAt = now - 4 * 24 * HOUR;
  const lines: (Pick<MessageRecord, 'sender' | 'type' | 'text' | 'status'> & { at: number })[] = [
    { sender: 'system', type: 'system', text: `You applied for ${job.title}.`, status: 'read', at: appliedAt },
    {
      sender: 'jobseeker', type: 'text', status: 'sent', at: appliedAt + 60_000,
      text: `Hello! I applied for the remote ${job.title} role. I have six years of IFRS reporting experience and can work in your time zone.`,
    },
  ];
  const ids = lines.map(({ at, ...line }) => {
    const message: MessageRecord = {
      id: state.nextId.message++, chat_id: chatId, created_at: new Date(at).toISOString(), recalled_at: null, resume: null, phone_exchange: null, interview: null,
      offer: null, ...line,
    };
    state.messages.set(message.id, message);
    return message.id;
  });
  state.messageIdsByChat.set(chatId, ids);
  state.conversations.set(chatId, {
    id: chatId, user_id: SEED_USERS.complete, recruiter_id: job.recruiter_id, job_id: job.id, company_id: job.company_id,
    is_pinned: false, is_muted: false, is_not_interested: false, is_hidden: false,
    created_at: new Date(appliedAt).toISOString(), updated_at: new Date(appliedAt + 60_000).toISOString(),
  });
}

export function addChatSeedExtras(db: Database, state: ChatsState): ChatsState {
  stampResumeVersions(state);
  addRarelyAnsweredChat(db, state);
  return state;
}
