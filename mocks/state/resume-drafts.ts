/** Resume drafts (up to 5 per user); SEED_USERS.complete has one. */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { SEED_USERS } from './accounts';

const draftContentSchema = z.object({
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
});

export type DraftContentRecord = z.output<typeof draftContentSchema>;

export const draftSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  template_id: z.number().int().nullable(),
  content: draftContentSchema,
  created_at: z.string(),
  updated_at: z.string(),
});

export type DraftRecord = RecordOf<typeof draftSchema>;

export const MAX_DRAFTS = 5;

export const EMPTY_DRAFT_CONTENT: DraftContentRecord = { headline: null, summary: null, sections: [] };

export const resumeDrafts = defineCollection('resume-drafts', {
  schema: draftSchema,
  firstId: 7101,
  seed: () => [
    {
      id: 7001,
      user_id: SEED_USERS.complete,
      name: 'Senior Accountant application',
      template_id: 2,
      content: {
        headline: 'CPA with 8 years in corporate accounting',
        summary: 'Licensed CPA leading month-end close and PFRS reporting for a Makati shared-services team.',
        sections: [{ title: 'Experience', body: 'Pacific Harbor Accounting Solutions, Senior Accountant, 2021 to present.' }],
      },
      created_at: '2026-11-10T12:05:00.000Z',
      updated_at: '2026-11-12T00:30:00.000Z',
    },
  ],
});

export async function draftsOf(userId: number): Promise<DraftRecord[]> {
  return (await resumeDrafts()).findMany((q) => q.where({ user_id: userId }));
}

/** The user's draft, or undefined (another user's drafts do not exist for them). */
export async function ownDraft(userId: number, id: number): Promise<DraftRecord | undefined> {
  return (await resumeDrafts()).findFirst((q) => q.where({ id, user_id: userId }));
}

export function addDraft(fields: Omit<DraftRecord, 'id'>): Promise<DraftRecord> {
  return resumeDrafts.insert(fields);
}

/** Sets the given fields (undefined ones stay) and the update time. */
export function updateDraft(draft: DraftRecord, fields: Partial<Pick<DraftRecord, 'name' | 'template_id' | 'content'>>, at: string): Promise<DraftRecord> {
  return resumeDrafts.update(draft, (next) => {
    if (fields.name !== undefined) next.name = fields.name;
    if (fields.template_id !== undefined) next.template_id = fields.template_id;
    if (fields.content !== undefined) next.content = fields.content;
    next.updated_at = at;
  });
}

export function removeDraft(draft: DraftRecord): Promise<void> {
  return resumeDrafts.remove(draft);
}
