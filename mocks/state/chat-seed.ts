/**
 * The seeded chats: SEED_USERS.complete talks with the recruiters of ten open ph jobs (folders, histories
 * with a resume, phone exchanges both ways, an interview invitation, two offers and a failed message), and has five
 * common phrases and three greetings. Other users start with nothing. Times count back from mockNow().
 */
import type { Database } from '../db/database';
import { mockNow } from '../db/mock-clock';
import type { JobRecord } from '../db/record-schemas';
import { SEED_USERS } from './accounts';
import { buildInterviewSeed, FIRST_INTERVIEW_ID, invitationCardOf } from './interviews';
import { seededChatJobs } from './seeded-chat-jobs';
import type { InterviewInvitation } from '../../sdk/generated/chat/hooks';
import { EMPTY_MESSAGE_DETAILS, FIRST_CHAT_IDS, NEW_CONVERSATION_FLAGS, type ChatSeed, type ConversationRecord, type MessageRecord, type PhraseRecord } from './chat-records';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Line = Pick<MessageRecord, 'sender' | 'type' | 'text'> & Partial<MessageRecord> & { ago: number };

interface Script {
  flags?: Partial<Pick<ConversationRecord, 'is_pinned' | 'is_muted' | 'is_not_interested'>>;
  /** `invitation`: the card of the seeded pending interview (the interviews seed makes it about this conversation's job). */
  lines: (job: JobRecord, company: string, recruiter: string, index: number, invitation: InterviewInvitation) => Line[];
}

const seeker = (text: string, ago: number, extra: Partial<MessageRecord> = {}): Line => ({ sender: 'jobseeker', type: 'text', text, ago, status: 'read', ...extra });
const recruiterSays = (text: string, ago: number, extra: Partial<MessageRecord> = {}): Line => ({ sender: 'recruiter', type: 'text', text, ago, status: 'read', ...extra });
const system = (text: string, ago: number): Line => ({ sender: 'system', type: 'system', text, ago, status: 'read' });
const firstName = (name: string) => name.split(' ')[0] ?? name;

const SCRIPTS: readonly Script[] = [
  {
    flags: { is_pinned: true },
    lines: (job, company, recruiter) => [
      system(`You applied for ${job.title}.`, 3 * DAY),
      seeker(`Hi ${firstName(recruiter)}, I have just applied for the ${job.title} role. I have six years of relevant experience.`, 3 * DAY - MINUTE),
      recruiterSays(`Hi Maria, thank you for applying to ${company}! Could you send me your latest resume?`, 2 * DAY),
      { sender: 'jobseeker', type: 'resume', text: null, ago: 2 * DAY - 30 * MINUTE, status: 'read', resume: { resume_id: 5001, filename: 'Maria_Santos_Resume_2026.pdf' } },
      { sender: 'jobseeker', type: 'phone_exchange', text: null, ago: 2 * DAY - 29 * MINUTE, status: 'read', phone_exchange: { status: 'requested', phone: null } },
      { sender: 'recruiter', type: 'phone_exchange', text: null, ago: DAY, status: 'read', phone_exchange: { status: 'accepted', phone: '+63 917 555 0142' } },
      recruiterSays('Thanks Maria! I will call you tomorrow morning to talk about the next steps.', 3 * HOUR, { status: 'sent' }),
    ],
  },
  {
    flags: { is_pinned: true },
    lines: (job, _company, _recruiter, _index, invitation) => [
      seeker(`Good day! Is the ${job.title} position still open?`, 5 * DAY),
      recruiterSays('Yes, it is. Your background looks like a good fit, so we would like to invite you to an interview.', 4 * DAY),
      { sender: 'recruiter', type: 'interview_invitation', text: 'Interview invitation', ago: 4 * DAY - 5 * MINUTE, status: 'sent', interview: invitation },
    ],
  },
  {
    flags: { is_muted: true },
    lines: (job, company) => [
      recruiterSays(`Hi Maria, we came across your profile and think you could be a great fit for our ${job.title} opening at ${company}.`, 6 * DAY, { status: 'sent' }),
    ],
  },
  {
    flags: { is_not_interested: true },
    lines: () => [
      recruiterSays('Hello! Are you open to a night-shift schedule for this role?', 8 * DAY),
      seeker('Thank you, but I am only looking for day-shift roles at the moment.', 8 * DAY - HOUR),
    ],
  },
  {
    lines: (job, company, _recruiter, index) => [
      seeker(`Hello! I would love to hear more about the ${job.title} role.`, 10 * DAY),
      recruiterSays('Thank you for your time during the final interview. We are happy to make you an offer!', 2 * DAY),
      {
        sender: 'recruiter', type: 'offer', text: `Job offer from ${company}`, ago: 2 * DAY - 2 * MINUTE, status: 'sent',
        offer: { offer_id: 8801 + index, job_title: job.title, salary: { ...job.salary }, start_date: new Date(mockNow() + 14 * DAY).toISOString().slice(0, 10), status: 'pending' },
      },
      recruiterSays('We can also offer you the team lead track, starting a little later. Pick the one that suits you best.', 2 * DAY - 4 * MINUTE, { status: 'sent' }),
      {
        sender: 'recruiter', type: 'offer', text: `Job offer from ${company}`, ago: 2 * DAY - 5 * MINUTE, status: 'sent',
        offer: {
          offer_id: 8901 + index, job_title: `${job.title} (Team Lead track)`, salary: { ...job.salary }, start_date: new Date(mockNow() + 28 * DAY).toISOString().slice(0, 10),
          status: 'pending',
        },
      },
    ],
  },
  {
    lines: (job) => [
      system(`You applied for ${job.title}.`, 20 * HOUR),
      seeker(`Hello! I am interested in the ${job.title} position and available to start immediately.`, 20 * HOUR - MINUTE, { status: 'sent' }),
    ],
  },
  {
    lines: () => [
      recruiterSays('Hi Maria, can you attend an on-site assessment next week?', 2 * DAY),
      seeker('Yes, I can. Which day works best for your team?', 2 * DAY - 10 * MINUTE, { status: 'failed' }),
    ],
  },
  {
    lines: (job) => [
      seeker(`Hi! Does the ${job.title} role offer a hybrid setup?`, 12 * DAY),
      recruiterSays('Yes, three days in the office and two days from home.', 11 * DAY),
      seeker('That works for me, thank you!', 11 * DAY - HOUR),
    ],
  },
  {
    lines: () => [
      recruiterSays('Good afternoon! What is your expected monthly salary?', 14 * DAY),
      seeker('I am expecting PHP 55,000 to 65,000 a month, negotiable.', 14 * DAY - 20 * MINUTE),
      recruiterSays('Noted, thank you. I will share this with the hiring manager.', 13 * DAY),
      { sender: 'recruiter', type: 'phone_exchange', text: null, ago: 13 * DAY - HOUR, status: 'sent', phone_exchange: { status: 'requested', phone: null } },
    ],
  },
  {
    lines: (job) => [
      seeker(`Hello, I saw the ${job.title} opening. Is fresh-graduate experience acceptable?`, 20 * DAY),
      recruiterSays('Hi! We prefer at least one year of experience, but internships count too.', 19 * DAY),
    ],
  },
];

const PHRASES = [
  'Thank you for your time! When would be a good time for an interview?',
  'Hi, I am very interested in this position. May I know more about the role?',
  'I am available to start immediately.',
  'Could you share the salary range for this role?',
  'Thank you! I will wait for your update.',
];

const GREETINGS = [
  'Hi! I am a CPA with six years of audit and corporate accounting experience, and I am very interested in this role.',
  'Good day! I came across your job post and would love to learn more. My resume is ready to send.',
  'Hello! I am available to start immediately and would be happy to schedule an interview at your convenience.',
];

/** The next id of a seeded list (kept in id order) whose first id is `first`. */
export function nextSeedId(records: readonly { id: number }[], first: number): number {
  return (records.at(-1)?.id ?? first - 1) + 1;
}

function seedConversation(seed: ChatSeed, db: Database, job: JobRecord, script: Script, index: number, invitation: InterviewInvitation): void {
  const now = mockNow();
  const company = db.indexes.companiesById.get(job.company_id)?.name ?? 'our company';
  const recruiter = db.side.recruitersById.get(job.recruiter_id)?.full_name ?? 'Recruiter';
  const lines = script.lines(job, company, recruiter, index, invitation);
  const chatId = nextSeedId(seed.conversations, FIRST_CHAT_IDS.conversation);
  for (const { ago, ...fields } of lines) {
    seed.messages.push({
      id: nextSeedId(seed.messages, FIRST_CHAT_IDS.message), chat_id: chatId, status: 'read', created_at: new Date(now - ago).toISOString(), ...EMPTY_MESSAGE_DETAILS, ...fields,
    });
  }
  const first = lines[0]?.ago ?? 0;
  const last = lines[lines.length - 1]?.ago ?? 0;
  seed.conversations.push({
    id: chatId, user_id: SEED_USERS.complete, recruiter_id: job.recruiter_id, job_id: job.id, company_id: job.company_id, ...NEW_CONVERSATION_FLAGS, ...script.flags,
    created_at: new Date(now - first).toISOString(), updated_at: new Date(now - last).toISOString(),
  });
}

/** The user's own texts (phrases or greetings), all written 40 days ago. */
function seedTexts(texts: readonly string[], first: number): PhraseRecord[] {
  const created = new Date(mockNow() - 40 * DAY).toISOString();
  return texts.map((text, index) => ({ id: first + index, user_id: SEED_USERS.complete, text, created_at: created, updated_at: created }));
}

export function buildChatSeed(db: Database): ChatSeed {
  const seed: ChatSeed = {
    conversations: [], messages: [], phrases: seedTexts(PHRASES, FIRST_CHAT_IDS.phrase), greetings: seedTexts(GREETINGS, FIRST_CHAT_IDS.greeting),
    greetingSettings: [{ user_id: SEED_USERS.complete, is_enabled: true, selected_greeting_id: FIRST_CHAT_IDS.greeting }],
  };
  const invitation = invitationCardOf(buildInterviewSeed(db).find((record) => record.id === FIRST_INTERVIEW_ID)!);
  seededChatJobs(db, SCRIPTS.length).forEach((job, index) => seedConversation(seed, db, job, SCRIPTS[index]!, index, invitation));
  return seed;
}
