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
import type { ChatsState, ConversationRecord, MessageRecord } from './chat-records';

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

function emptyState(): ChatsState {
  return {
    conversations: new Map(), messages: new Map(), messageIdsByChat: new Map(), phrases: new Map(), greetings: new Map(),
    greetingSettings: new Map(), reports: new Map(), tickets: new Map(),
    nextId: { conversation: 3001, message: 70001, phrase: 401, greeting: 601, report: 81 },
  };
}

function seedConversation(state: ChatsState, db: Database, job: JobRecord, script: Script, index: number, invitation: InterviewInvitation): void {
  const now = mockNow();
  const company = db.indexes.companiesById.get(job.company_id)?.name ?? 'our company';
  const recruiter = db.side.recruitersById.get(job.recruiter_id)?.full_name ?? 'Recruiter';
  const lines = script.lines(job, company, recruiter, index, invitation);
  const chatId = state.nextId.conversation++;
  const ids: number[] = [];
  for (const { ago, ...fields } of lines) {
    const message: MessageRecord = {
      id: state.nextId.message++, chat_id: chatId, status: 'read', created_at: new Date(now - ago).toISOString(), recalled_at: null,
      resume: null, phone_exchange: null, interview: null, offer: null, ...fields,
    };
    state.messages.set(message.id, message);
    ids.push(message.id);
  }
  state.messageIdsByChat.set(chatId, ids);
  const first = lines[0]?.ago ?? 0;
  const last = lines[lines.length - 1]?.ago ?? 0;
  state.conversations.set(chatId, {
    id: chatId, user_id: SEED_USERS.complete, recruiter_id: job.recruiter_id, job_id: job.id, company_id: job.company_id,
    is_pinned: false, is_muted: false, is_not_interested: false, is_hidden: false, ...script.flags,
    created_at: new Date(now - first).toISOString(), updated_at: new Date(now - last).toISOString(),
  });
}

export function buildChatSeed(db: Database): ChatsState {
  const state = emptyState();
  const invitation = invitationCardOf(buildInterviewSeed(db).find((record) => record.id === FIRST_INTERVIEW_ID)!);
  seededChatJobs(db, SCRIPTS.length).forEach((job, index) => seedConversation(state, db, job, SCRIPTS[index]!, index, invitation));
  const created = new Date(mockNow() - 40 * DAY).toISOString();
  for (const text of PHRASES) {
    const id = state.nextId.phrase++;
    state.phrases.set(id, { id, user_id: SEED_USERS.complete, text, created_at: created, updated_at: created });
  }
  for (const text of GREETINGS) {
    const id = state.nextId.greeting++;
    state.greetings.set(id, { id, user_id: SEED_USERS.complete, text, created_at: created, updated_at: created });
  }
  state.greetingSettings.set(SEED_USERS.complete, { is_enabled: true, selected_greeting_id: 601 });
  return state;
}
