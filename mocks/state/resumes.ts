/**
 * Resumes of the mock jobseeker service: attached uploads and generated resumes (file metadata only,
 * never the bytes), what each upload can still sync into the profile, and sync ratings.
 * SEED_USERS.complete has two uploads (the PDF is the auto-send one) and one generated resume.
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { SEED_USERS } from './accounts';

export const resumeSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: z.enum(['attached', 'generated']),
  filename: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  template_id: z.number().int().nullable(),
  is_auto_send: z.boolean(),
  /** Characters of text the parser found (AI analysis needs 200). */
  text_length: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type ResumeRecord = RecordOf<typeof resumeSchema>;
export type ResumeKind = ResumeRecord['kind'];

const syncWorkExperienceSchema = z.object({
  key: z.string(), company_name: z.string(), job_title: z.string(), start_date: z.string(), end_date: z.string().nullable(), is_current: z.boolean(), description: z.string(),
});
const syncEducationSchema = z.object({
  key: z.string(), school_name: z.string(), degree: z.string(), field_of_study: z.string(), start_date: z.string(), end_date: z.string().nullable(),
});
const syncSkillSchema = z.object({ key: z.string(), name: z.string() });

export type SyncWorkExperience = z.output<typeof syncWorkExperienceSchema>;
export type SyncEducation = z.output<typeof syncEducationSchema>;
export type SyncSkill = z.output<typeof syncSkillSchema>;

/** What a parsed upload found that the profile does not have yet (items leave once synced). */
export const syncableSchema = z.object({
  resume_id: z.number().int(),
  work_experiences: z.array(syncWorkExperienceSchema),
  educations: z.array(syncEducationSchema),
  skills: z.array(syncSkillSchema),
});

export type SyncableRecord = RecordOf<typeof syncableSchema>;

export const syncSchema = z.object({
  resume_id: z.number().int(),
  synced_at: z.string(),
  rating: z.string().nullable(),
  rated_at: z.string().nullable(),
});

export type SyncRecord = RecordOf<typeof syncSchema>;

export const resumeEmailSchema = z.object({ user_id: z.number().int(), resume_id: z.number().int(), email: z.string(), sent_at: z.string() });

export type ResumeEmailRecord = RecordOf<typeof resumeEmailSchema>;

/** A user's resume refreshes: the first one starts the free days (spec section 9: free for 7 days). */
export const refreshSchema = z.object({ user_id: z.number().int(), free_until: z.string(), last_refreshed_at: z.string() });

export const MAX_ATTACHED_RESUMES = 3;
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/** The online resume's upload modal takes larger files (spec sections 5 and 9: 30 MB). */
export const MAX_PROFILE_MODAL_RESUME_BYTES = 30 * 1024 * 1024;
export const FREE_REFRESH_DAYS = 7;

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

export const resumes = defineCollection('resumes', { schema: resumeSchema, firstId: 5101, seed: seededResumes });

/** 5001 still has items to sync; 5002 was synced and rated already. */
const syncables = defineCollection('resume-syncables', {
  schema: syncableSchema,
  seed: () => [parsedItemsFor(5001), { resume_id: 5002, work_experiences: [], educations: [], skills: [] }],
});

const syncs = defineCollection('resume-syncs', {
  schema: syncSchema,
  seed: () => [{ resume_id: 5002, synced_at: '2026-10-05T01:05:00.000Z', rating: 'pretty_good', rated_at: '2026-10-05T01:06:00.000Z' }],
});

export const resumeEmails = defineCollection('resume-emails', { schema: resumeEmailSchema });
/** By user id; no record until the user's first refresh. */
const refreshes = defineCollection('resume-refreshes', { schema: refreshSchema });

export async function resumesOf(userId: number): Promise<ResumeRecord[]> {
  return (await resumes()).findMany((q) => q.where({ user_id: userId }));
}

/** The user's resume with that id, or undefined (another user's resume is not found either). */
export async function ownResume(userId: number, id: number): Promise<ResumeRecord | undefined> {
  return (await resumes()).findFirst((q) => q.where({ id, user_id: userId }));
}

/** What the upload can still sync into the profile, if it was parsed. */
export async function syncableOf(resumeId: number): Promise<SyncableRecord | undefined> {
  return (await syncables()).findFirst((q) => q.where({ resume_id: resumeId }));
}

export async function isSyncable(resumeId: number): Promise<boolean> {
  const found = await syncableOf(resumeId);
  return !!found && found.work_experiences.length + found.educations.length + found.skills.length > 0;
}

export function addResume(fields: Omit<ResumeRecord, 'id'>): Promise<ResumeRecord> {
  return resumes.insert(fields);
}

/** Stores an uploaded resume; only files with enough text yield profile items to sync. */
export async function addUploadedResume(fields: Omit<ResumeRecord, 'id'>): Promise<ResumeRecord> {
  const resume = await addResume(fields);
  if (resume.text_length >= 200) await syncables.create(parsedItemsFor(resume.id));
  return resume;
}

export async function deleteResumeRecord(resume: ResumeRecord): Promise<void> {
  await resumes.remove(resume);
  const syncable = await syncableOf(resume.id);
  if (syncable) await syncables.remove(syncable);
  const sync = await syncOf(resume.id);
  if (sync) await syncs.remove(sync);
}

export async function syncOf(resumeId: number): Promise<SyncRecord | undefined> {
  return (await syncs()).findFirst((q) => q.where({ resume_id: resumeId }));
}

/** Records a sync of the chosen items: they are no longer offered, and the sync waits for a rating. */
export async function recordResumeSync(remaining: SyncableRecord, syncedAt: string): Promise<void> {
  const earlierItems = await syncableOf(remaining.resume_id);
  if (earlierItems) await syncables.remove(earlierItems);
  await syncables.create(remaining);
  const earlierSync = await syncOf(remaining.resume_id);
  if (earlierSync) await syncs.remove(earlierSync);
  await syncs.create({ resume_id: remaining.resume_id, synced_at: syncedAt, rating: null, rated_at: null });
}

export function rateResumeSyncRecord(sync: SyncRecord, rating: SyncRecord['rating'], at: string): Promise<SyncRecord> {
  return syncs.update(sync, (draft) => {
    draft.rating = rating;
    draft.rated_at = at;
  });
}

export function renameResumeRecord(resume: ResumeRecord, filename: string, at: string): Promise<ResumeRecord> {
  return resumes.update(resume, (draft) => {
    draft.filename = filename;
    draft.updated_at = at;
  });
}

/** At most one auto-send resume: turning it on for one turns it off for the others. */
export async function setAutoSendResumeOf(userId: number, resume: ResumeRecord, enabled: boolean): Promise<ResumeRecord> {
  if (enabled) {
    for (const other of await resumesOf(userId)) {
      if (other.is_auto_send && other.id !== resume.id) {
        await resumes.update(other, (draft) => {
          draft.is_auto_send = false;
        });
      }
    }
  }
  return resumes.update(resume, (draft) => {
    draft.is_auto_send = enabled;
  });
}

export async function recordResumeEmail(sent: ResumeEmailRecord): Promise<void> {
  await resumeEmails.create(sent);
}

/** The refresh state as listResumes and refreshResumes answer it. */
export async function refreshOf(userId: number) {
  const record = (await refreshes()).findFirst((q) => q.where({ user_id: userId }));
  return { free_days: FREE_REFRESH_DAYS, free_until: record?.free_until ?? null, last_refreshed_at: record?.last_refreshed_at ?? null };
}

/** Refreshes now: the first refresh starts the free days; afterwards only within them (false once they are over). */
export function refreshResumesOf(userId: number, nowMs: number): Promise<boolean> {
  return refreshes.exclusive(async () => {
    const record = (await refreshes()).findFirst((q) => q.where({ user_id: userId }));
    if (record && Date.parse(record.free_until) <= nowMs) return false;
    const now = new Date(nowMs).toISOString();
    if (record) {
      await refreshes.update(record, (draft) => {
        draft.last_refreshed_at = now;
      });
    } else {
      await refreshes.create({ user_id: userId, free_until: new Date(nowMs + FREE_REFRESH_DAYS * 24 * 60 * 60 * 1000).toISOString(), last_refreshed_at: now });
    }
    return true;
  });
}
