/**
 * Resumes of the mock jobseeker service: attached uploads and generated resumes (file metadata only,
 * never the bytes), what each upload can still sync into the profile, and sync ratings.
 * SEED_USERS.complete has two uploads (the PDF is the auto-send one) and one generated resume.
 */
import { defineDomainState } from '../db/domain-state';
import { SEED_USERS } from './accounts';

export type ResumeKind = 'attached' | 'generated';

export interface ResumeRecord {
  id: number;
  user_id: number;
  kind: ResumeKind;
  filename: string;
  file_size: number;
  mime_type: string;
  template_id: number | null;
  is_auto_send: boolean;
  /** Characters of text the parser found (AI analysis needs 200). */
  text_length: number;
  created_at: string;
  updated_at: string;
}

export interface SyncWorkExperience {
  key: string;
  company_name: string;
  job_title: string;
  start_date: string;
  end_date: string | null;
  is_current: boolean;
  description: string;
}

export interface SyncEducation {
  key: string;
  school_name: string;
  degree: string;
  field_of_study: string;
  start_date: string;
  end_date: string | null;
}

export interface SyncSkill {
  key: string;
  name: string;
}

/** What a parsed upload found that the profile does not have yet (items leave once synced). */
export interface SyncableRecord {
  resume_id: number;
  work_experiences: SyncWorkExperience[];
  educations: SyncEducation[];
  skills: SyncSkill[];
}

export interface SyncRecord {
  resume_id: number;
  synced_at: string;
  rating: string | null;
  rated_at: string | null;
}

export interface ResumeEmailRecord {
  user_id: number;
  resume_id: number;
  email: string;
  sent_at: string;
}

/** A user's resume refreshes: the first one starts the free days (spec section 9: free for 7 days). */
export interface RefreshRecord {
  free_until: string;
  last_refreshed_at: string;
}

export const MAX_ATTACHED_RESUMES = 3;
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/** The online resume's upload modal takes larger files (spec sections 5 and 9: 30 MB). */
export const MAX_PROFILE_MODAL_RESUME_BYTES = 30 * 1024 * 1024;
export const FREE_REFRESH_DAYS = 7;

export interface ResumesState {
  resumes: Map<number, ResumeRecord>;
  syncable: Map<number, SyncableRecord>;
  syncs: Map<number, SyncRecord>;
  emails: ResumeEmailRecord[];
  /** By user id; no record until the user's first refresh. */
  refreshes: Map<number, RefreshRecord>;
  nextResumeId: number;
}

/** The items a parse finds in an upload: deterministic from the resume id. */
export function parsedItemsFor(resumeId: number): SyncableRecord {
  const variant = resumeId % 2;
  return {
    resume_id: resumeId,
    work_experiences: [
      variant === 0
        ? { key: `we-${resumeId}-1`, company_name: 'Bayfront Logistics Manila', job_title: 'Accounts Payable Specialist', start_date: '2017-06-01', end_date: '2021-02-28', is_current: false, description: 'Processed 400 supplier invoices a month and reconciled vendor statements.' }
        : { key: `we-${resumeId}-1`, company_name: 'Pacific Harbor Accounting Solutions', job_title: 'Senior Accountant', start_date: '2021-03-01', end_date: null, is_current: true, description: 'Lead the month-end close and PFRS reporting for a team of five.' },
    ],
    educations: [
      { key: `ed-${resumeId}-1`, school_name: 'University of Santo Tomas', degree: "Bachelor's degree", field_of_study: 'Accountancy', start_date: '2012-06-01', end_date: '2016-04-30' },
    ],
    skills: [
      { key: `sk-${resumeId}-1`, name: 'SAP FICO' },
      { key: `sk-${resumeId}-2`, name: 'PFRS reporting' },
    ],
  };
}

/** The seeded resumes, as they are after every reset (the chat seed reads which version it sent). */
export function seededResumes(): ResumeRecord[] {
  const userId = SEED_USERS.complete;
  return [
    {
      id: 5001, user_id: userId, kind: 'attached', filename: 'Maria_Santos_Resume_2026.pdf', file_size: 284_512, mime_type: 'application/pdf',
      template_id: null, is_auto_send: true, text_length: 4_850, created_at: '2026-09-02T02:12:00.000Z', updated_at: '2026-10-18T08:40:00.000Z',
    },
    {
      id: 5002, user_id: userId, kind: 'attached', filename: 'Maria_Santos_CV_Finance.docx', file_size: 61_440,
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', template_id: null, is_auto_send: false, text_length: 3_120,
      created_at: '2026-10-05T01:00:00.000Z', updated_at: '2026-10-05T01:00:00.000Z',
    },
    {
      id: 5003, user_id: userId, kind: 'generated', filename: 'Maria_Santos_Classic.pdf', file_size: 98_304, mime_type: 'application/pdf',
      template_id: 1, is_auto_send: false, text_length: 2_400, created_at: '2026-11-01T06:25:00.000Z', updated_at: '2026-11-01T06:25:00.000Z',
    },
  ];
}

function createResumes(): ResumesState {
  const seed = seededResumes();
  // 5001 still has items to sync; 5002 was synced and rated already.
  const syncable = new Map<number, SyncableRecord>([
    [5001, parsedItemsFor(5001)],
    [5002, { resume_id: 5002, work_experiences: [], educations: [], skills: [] }],
  ]);
  const syncs = new Map<number, SyncRecord>([[5002, { resume_id: 5002, synced_at: '2026-10-05T01:05:00.000Z', rating: 'pretty_good', rated_at: '2026-10-05T01:06:00.000Z' }]]);
  return { resumes: new Map(seed.map((record) => [record.id, record])), syncable, syncs, emails: [], refreshes: new Map(), nextResumeId: 5101 };
}

export const resumesState = defineDomainState('resumes', createResumes);

export function resumesOf(state: ResumesState, userId: number): ResumeRecord[] {
  return [...state.resumes.values()].filter((resume) => resume.user_id === userId);
}

/** The user's resume with that id, or undefined (another user's resume is not found either). */
export function ownResume(state: ResumesState, userId: number, id: number): ResumeRecord | undefined {
  const resume = state.resumes.get(id);
  return resume?.user_id === userId ? resume : undefined;
}

export function isSyncable(state: ResumesState, resumeId: number): boolean {
  const found = state.syncable.get(resumeId);
  return !!found && found.work_experiences.length + found.educations.length + found.skills.length > 0;
}

export function addResume(state: ResumesState, fields: Omit<ResumeRecord, 'id'>): ResumeRecord {
  const record = { ...fields, id: state.nextResumeId };
  state.nextResumeId += 1;
  state.resumes.set(record.id, record);
  return record;
}

export function deleteResumeRecord(state: ResumesState, id: number): void {
  state.resumes.delete(id);
  state.syncable.delete(id);
  state.syncs.delete(id);
}

/** Records a sync of the chosen items: they are no longer offered, and the sync waits for a rating. */
export function recordResumeSync(state: ResumesState, remaining: SyncableRecord, syncedAt: string): void {
  state.syncable.set(remaining.resume_id, remaining);
  state.syncs.set(remaining.resume_id, { resume_id: remaining.resume_id, synced_at: syncedAt, rating: null, rated_at: null });
}

export function rateResumeSyncRecord(sync: SyncRecord, rating: SyncRecord['rating'], at: string): void {
  sync.rating = rating;
  sync.rated_at = at;
}

export function renameResumeRecord(resume: ResumeRecord, filename: string, at: string): void {
  resume.filename = filename;
  resume.updated_at = at;
}

/** At most one auto-send resume: turning it on for one turns it off for the others. */
export function setAutoSendResumeOf(state: ResumesState, userId: number, resume: ResumeRecord, enabled: boolean): void {
  if (enabled) for (const other of resumesOf(state, userId)) other.is_auto_send = false;
  resume.is_auto_send = enabled;
}

export function recordResumeEmail(state: ResumesState, sent: ResumeEmailRecord): void {
  state.emails.push(sent);
}

/** The refresh state as listResumes and refreshResumes answer it. */
export function refreshOf(state: ResumesState, userId: number) {
  const record = state.refreshes.get(userId);
  return { free_days: FREE_REFRESH_DAYS, free_until: record?.free_until ?? null, last_refreshed_at: record?.last_refreshed_at ?? null };
}

/** Refreshes now: the first refresh starts the free days; afterwards only within them (false once they are over). */
export function refreshResumesOf(state: ResumesState, userId: number, nowMs: number): boolean {
  const record = state.refreshes.get(userId);
  if (record && Date.parse(record.free_until) <= nowMs) return false;
  const now = new Date(nowMs).toISOString();
  const freeUntil = record?.free_until ?? new Date(nowMs + FREE_REFRESH_DAYS * 24 * 60 * 60 * 1000).toISOString();
  state.refreshes.set(userId, { free_until: freeUntil, last_refreshed_at: now });
  return true;
}
