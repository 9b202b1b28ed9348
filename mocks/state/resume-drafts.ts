/** Resume drafts (up to 5 per user); SEED_USERS.complete has one. */
import { defineDomainState } from '../db/domain-state';
import { SEED_USERS } from './accounts';

export interface DraftContentRecord {
  headline: string | null;
  summary: string | null;
  sections: { title: string; body: string }[];
}

export interface DraftRecord {
  id: number;
  user_id: number;
  name: string;
  template_id: number | null;
  content: DraftContentRecord;
  created_at: string;
  updated_at: string;
}

export const MAX_DRAFTS = 5;

export const EMPTY_DRAFT_CONTENT: DraftContentRecord = { headline: null, summary: null, sections: [] };

export interface DraftsState {
  drafts: Map<number, DraftRecord>;
  nextDraftId: number;
}

function createDrafts(): DraftsState {
  const seed: DraftRecord = {
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
  };
  return { drafts: new Map([[seed.id, seed]]), nextDraftId: 7101 };
}

export const draftsState = defineDomainState('resume-drafts', createDrafts);

export function draftsOf(state: DraftsState, userId: number): DraftRecord[] {
  return [...state.drafts.values()].filter((draft) => draft.user_id === userId);
}

/** The user's draft, or undefined (another user's drafts do not exist for them). */
export function ownDraft(state: DraftsState, userId: number, id: number): DraftRecord | undefined {
  const draft = state.drafts.get(id);
  return draft?.user_id === userId ? draft : undefined;
}

export function addDraft(state: DraftsState, fields: Omit<DraftRecord, 'id'>): DraftRecord {
  const draft = { id: state.nextDraftId, ...fields };
  state.nextDraftId += 1;
  state.drafts.set(draft.id, draft);
  return draft;
}

/** Sets the given fields (undefined ones stay) and the update time. */
export function updateDraft(draft: DraftRecord, fields: Partial<Pick<DraftRecord, 'name' | 'template_id' | 'content'>>, at: string): void {
  if (fields.name !== undefined) draft.name = fields.name;
  if (fields.template_id !== undefined) draft.template_id = fields.template_id;
  if (fields.content !== undefined) draft.content = fields.content;
  draft.updated_at = at;
}

export function removeDraft(state: DraftsState, id: number): void {
  state.drafts.delete(id);
}
