/**
 * Interviews of the job seekers (interview modals, W13): records seeded for the complete-profile user
 * relative to mockNow() so every time-window rule can be exercised, and the rules themselves
 * (each answers the error code the servers give, or null when the action is allowed).
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import type { InterviewStatus } from '../../sdk/generated/apiGo/hooks';
import { getInterviewDetailResponse, rejectInterviewBody } from '../../sdk/generated/apiGo/zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';
import type { JobRecord } from '../db/record-schemas';
import type { InterviewInvitation } from '../../sdk/generated/chat/hooks';
import { SEED_USERS } from './accounts';
import { INVITATION_CHAT_INDEX, seededChatJobs } from './seeded-chat-jobs';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Spec section 9: cancel not within 3 h of start; check-in from 2 h before until 30 min after start. */
export const CANCEL_CLOSES_BEFORE_MS = 3 * HOUR_MS;
export const CHECK_IN_OPENS_BEFORE_MS = 2 * HOUR_MS;
export const CHECK_IN_CLOSES_AFTER_MS = 30 * MINUTE_MS;
/** The result can be requested from half an hour after the start (the 41143 message). */
export const RESULT_ENABLED_AFTER_MS = 30 * MINUTE_MS;

const detail = getInterviewDetailResponse.shape.data.def.left.shape;

const reasonNoteSchema = z.object({ reason: rejectInterviewBody.shape.reason, note: z.string().nullable(), at: z.number() });

export type ReasonNote = z.output<typeof reasonNoteSchema>;

export const interviewSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  job_id: z.number().int(),
  company_id: z.number().int(),
  recruiter_id: z.number().int(),
  /** Stored status; `currentStatus` derives expired, completed and not_attended from the clock. */
  status: detail.status,
  mode: detail.mode,
  video_platform: z.enum(['zoom', 'google_meet']).nullable(),
  offered_times: z.array(z.object({ id: z.number().int(), start_at: z.number() })),
  chosen_time_ids: z.array(z.number().int()),
  /** Epoch ms; null while an invitation offers several times. */
  start_at: z.number().nullable(),
  duration_minutes: z.number().int(),
  /** IANA time zone the employer set the interview in; null when not given. */
  time_zone: z.string().nullable(),
  address: z.string().nullable(),
  contact_person: z.string(),
  contact_number: z.string(),
  instructions: z.string(),
  cancel_reason: reasonNoteSchema.nullable(),
  reject_reason: reasonNoteSchema.nullable(),
  checked_in_at: z.number().nullable(),
  result_requested_at: z.number().nullable(),
  result: z.enum(['passed', 'not_suitable']).nullable(),
  is_read: z.boolean(),
  updated_at: z.number(),
});

export type InterviewRecord = RecordOf<typeof interviewSchema>;

/** A change of an interview, applied through the collection (`updateInterview`). */
export type InterviewChange = Partial<Omit<InterviewRecord, 'id' | 'user_id'>>;

/** What each seeded interview exercises, relative to now. */
interface InterviewSeed {
  status: InterviewStatus;
  offsetsMs: number[];
  mode: InterviewRecord['mode'];
  platform?: InterviewRecord['video_platform'];
  isRead: boolean;
  checkedInBeforeMs?: number;
  result?: InterviewRecord['result'];
  instructions: string;
}

const SEEDS: readonly InterviewSeed[] = [
  // A pending invitation offering two times: the candidate picks one.
  { status: 'pending', offsetsMs: [2 * DAY_MS, 3 * DAY_MS], mode: 'onsite', isRead: false, instructions: 'Bring two valid IDs and a printed copy of your resume.' },
  // Starts in 1 h: check-in is open, cancelling is refused.
  { status: 'accepted', offsetsMs: [HOUR_MS], mode: 'video', platform: 'zoom', isRead: true, instructions: 'Please join five minutes early and keep your camera on.' },
  // Starts in 5 h: check-in not yet open, cancelling allowed.
  { status: 'accepted', offsetsMs: [5 * HOUR_MS], mode: 'onsite', isRead: true, instructions: 'Ask for the HR team at the reception desk.' },
  // Starts in 2 h 30: cancelling refused (41152), rescheduled by the employer so unread.
  { status: 'accepted', offsetsMs: [2.5 * HOUR_MS], mode: 'video', platform: 'google_meet', isRead: false, instructions: 'The panel includes the finance director; prepare a short introduction.' },
  // Attended two days ago: the result can be requested.
  { status: 'completed', offsetsMs: [-2 * DAY_MS], mode: 'onsite', isRead: true, checkedInBeforeMs: 10 * MINUTE_MS, instructions: 'Present your visitor pass at the lobby turnstiles.' },
  // Missed three days ago.
  { status: 'not_attended', offsetsMs: [-3 * DAY_MS], mode: 'onsite', isRead: true, instructions: 'Bring a pen; there is a short written exam.' },
  // Passed three weeks ago.
  { status: 'passed', offsetsMs: [-21 * DAY_MS], mode: 'video', platform: 'zoom', isRead: true, checkedInBeforeMs: 5 * MINUTE_MS, result: 'passed', instructions: 'A technical interview with the team lead.' },
];

export const FIRST_INTERVIEW_ID = 700_001;

/** A new record about `job` for `userId`, offering `offered` start times (epoch ms); pending until the seeker answers. */
function newInterviewRecord(db: Database, id: number, userId: number, job: JobRecord, fields: Pick<InterviewRecord, 'mode' | 'video_platform' | 'instructions' | 'is_read'>, offered: number[], now: number): InterviewRecord {
  const company = db.indexes.companiesById.get(job.company_id);
  return {
    id,
    user_id: userId,
    job_id: job.id,
    company_id: job.company_id,
    recruiter_id: job.recruiter_id,
    status: 'pending',
    ...fields,
    offered_times: offered.map((startAt, n) => ({ id: n + 1, start_at: startAt })),
    chosen_time_ids: [],
    start_at: null,
    duration_minutes: 60,
    // On-site interviews are set in the office's time zone (the seeded jobs are in the Philippines); video ones leave it out.
    time_zone: fields.mode === 'onsite' ? 'Asia/Manila' : null,
    address: fields.mode === 'onsite' ? (company?.address ?? job.address) : null,
    contact_person: db.side.recruitersById.get(job.recruiter_id)?.full_name ?? 'HR Team',
    contact_number: `+63 917 555 ${String(100 + (id % 1000)).padStart(4, '0')}`,
    cancel_reason: null,
    reject_reason: null,
    checked_in_at: null,
    result_requested_at: null,
    result: null,
    updated_at: now,
  };
}

/**
 * The seeded interviews of SEED_USERS.complete. The pending invitation is about the job of the seeded
 * conversation whose invitation card opens it; the others about the first open ph jobs.
 */
export function buildInterviewSeed(db: Database): InterviewRecord[] {
  const now = mockNow();
  const jobs = db.indexes.openJobsByCountry.get('ph') ?? [];
  const invitationJob = seededChatJobs(db, INVITATION_CHAT_INDEX + 1)[INVITATION_CHAT_INDEX];
  return SEEDS.flatMap((seed, index) => {
    const job = seed.status === 'pending' && invitationJob ? invitationJob : jobs[index];
    if (!job) return [];
    const id = FIRST_INTERVIEW_ID + index;
    const fields = { mode: seed.mode, video_platform: seed.platform ?? null, instructions: seed.instructions, is_read: seed.isRead };
    const record = newInterviewRecord(db, id, SEED_USERS.complete, job, fields, seed.offsetsMs.map((offset) => now + offset), now - DAY_MS);
    const scheduled = seed.status === 'pending' ? null : record.offered_times[0]!.start_at;
    return [{
      ...record,
      status: seed.status,
      chosen_time_ids: scheduled === null ? [] : [1],
      start_at: scheduled,
      checked_in_at: seed.checkedInBeforeMs !== undefined && scheduled !== null ? scheduled - seed.checkedInBeforeMs : null,
      result_requested_at: seed.result ? (scheduled ?? now) + 2 * DAY_MS : null,
      result: seed.result ?? null,
    }];
  });
}

export const interviews = defineCollection('interviews', { schema: interviewSchema, firstId: FIRST_INTERVIEW_ID + SEEDS.length, seed: buildInterviewSeed });

export async function interviewsOf(userId: number): Promise<InterviewRecord[]> {
  return (await interviews()).findMany((q) => q.where({ user_id: userId }));
}

/** The status the seeker sees now: invitations expire, accepted interviews end as completed or not attended. */
export function currentStatus(record: InterviewRecord, now: number): InterviewStatus {
  if (record.status === 'pending' && record.offered_times.every((time) => time.start_at <= now)) return 'expired';
  if (record.status === 'accepted' && record.start_at !== null && now >= record.start_at + record.duration_minutes * MINUTE_MS) {
    return record.checked_in_at === null ? 'not_attended' : 'completed';
  }
  return record.status;
}

export function resultEnabledAt(record: InterviewRecord): number | null {
  return record.start_at === null ? null : record.start_at + RESULT_ENABLED_AFTER_MS;
}

/** Accepting: the picked offered times (1 to 3; the only one when a single time was offered). */
export function acceptRule(record: InterviewRecord, timeIds: number[] | undefined, now: number): { code: number } | { times: number[] } {
  if (currentStatus(record, now) !== 'pending') return { code: ErrorCode.InvalidInterviewStatus };
  const picked = timeIds ?? (record.offered_times.length === 1 ? [record.offered_times[0]!.id] : []);
  if (picked.length < 1 || picked.length > 3) return { code: ErrorCode.InterviewTimesOutOfRange };
  const starts: number[] = [];
  for (const id of picked) {
    const time = record.offered_times.find((offered) => offered.id === id);
    if (!time) return { code: ErrorCode.ValidationFailed };
    starts.push(time.start_at);
  }
  if (starts.some((start) => start <= now)) return { code: ErrorCode.TimeNotInFuture };
  return { times: picked };
}

export function rejectRule(record: InterviewRecord, now: number): number | null {
  return currentStatus(record, now) === 'pending' ? null : ErrorCode.InvalidInterviewStatus;
}

export function cancelRule(record: InterviewRecord, now: number): number | null {
  if (currentStatus(record, now) !== 'accepted' || record.start_at === null) return ErrorCode.InvalidInterviewStatus;
  if (record.start_at <= now) return ErrorCode.TimeNotInFuture;
  if (record.start_at - now < CANCEL_CLOSES_BEFORE_MS) return ErrorCode.InterviewCancelTooLate;
  return null;
}

export function checkInRule(record: InterviewRecord, now: number): number | null {
  if (record.checked_in_at !== null) return ErrorCode.AlreadyCheckedIn;
  if (currentStatus(record, now) !== 'accepted' || record.start_at === null) return ErrorCode.InvalidInterviewStatus;
  if (now < record.start_at - CHECK_IN_OPENS_BEFORE_MS) return ErrorCode.CheckInNotOpenYet;
  if (now > record.start_at + CHECK_IN_CLOSES_AFTER_MS) return ErrorCode.CheckInClosed;
  return null;
}

export function resultRequestRule(record: InterviewRecord, now: number): number | null {
  if (record.result_requested_at !== null) return ErrorCode.InterviewResultAlreadyRequested;
  const status = currentStatus(record, now);
  // Not attended (or never checked in): there is no result to ask for.
  if (record.checked_in_at === null || (status !== 'accepted' && status !== 'completed')) return ErrorCode.InvalidInterviewStatus;
  const enabledAt = resultEnabledAt(record);
  if (enabledAt === null || now < enabledAt) return ErrorCode.AttendanceReportTooEarly;
  return null;
}

/** The caller's own interview, or undefined (another seeker's interviews do not exist for them). */
export async function ownInterviewOf(userId: number, interviewId: number): Promise<InterviewRecord | undefined> {
  return (await interviews()).findFirst((q) => q.where({ id: interviewId, user_id: userId }));
}

/** Applies a change (one of the changes below) to the stored interview; answers the updated record. */
export function updateInterview(record: InterviewRecord, change: InterviewChange): Promise<InterviewRecord> {
  return interviews.update(record, (draft) => {
    Object.assign(draft, change);
  });
}

export const markedRead: InterviewChange = { is_read: true };

/** Accepting the picked times (checked by acceptRule): the interview starts at the earliest of them. */
export function acceptedChange(record: InterviewRecord, times: number[], now: number): InterviewChange {
  const startAt = Math.min(...record.offered_times.filter((time) => times.includes(time.id)).map((time) => time.start_at));
  return { chosen_time_ids: times, start_at: startAt, status: 'accepted', updated_at: now };
}

/** Rejecting (before accepting) or cancelling (after) with the seeker's reason. */
export function closedChange(status: 'rejected' | 'cancelled', reason: { reason: ReasonNote['reason']; note?: string | null }, now: number): InterviewChange {
  const note = { reason: reason.reason, note: reason.note ?? null, at: now };
  return status === 'rejected' ? { status, reject_reason: note, updated_at: now } : { status, cancel_reason: note, updated_at: now };
}

export function checkedInChange(now: number): InterviewChange {
  return { checked_in_at: now, updated_at: now };
}

export function resultRequestedChange(now: number): InterviewChange {
  return { status: 'pending_results', result_requested_at: now, updated_at: now };
}

/** A recruiter's new invitation in chat (a video interview at one offered time); its card goes in the conversation. */
export async function addInvitationRecord(db: Database, userId: number, job: JobRecord, startAt: number, now: number): Promise<InterviewRecord> {
  const fields = { mode: 'video' as const, video_platform: 'zoom' as const, instructions: 'Please join five minutes early from a quiet place.', is_read: false };
  return interviews.create(newInterviewRecord(db, await interviews.nextId(), userId, job, fields, [startAt], now));
}

/** What a chat invitation card says about the interview: its first time until one is chosen, and a status the card knows. */
export function invitationCardOf(record: InterviewRecord): InterviewInvitation {
  const startAt = record.start_at ?? record.offered_times[0]!.start_at;
  const status = record.status === 'rejected' ? 'declined' : record.status === 'cancelled' ? 'cancelled' : record.status === 'pending' ? 'pending' : 'accepted';
  return {
    interview_id: record.id, scheduled_at: new Date(startAt).toISOString(), duration_minutes: record.duration_minutes, mode: record.mode,
    location: record.address, meeting_url: null, status,
  };
}
