/**
 * Companies each job seeker blocked (C08 / C09, settings "block company" tab). Flat records keyed by
 * block id; the complete-profile user starts with one block so the settings tab has something to show.
 */
import { defineDomainState } from '../db/domain-state';
import { mockNowIso } from '../db/mock-clock';
import { emitDomainEvent } from './domain-events';
import { SEED_USERS } from './accounts';

export interface BlockedCompanyRecord {
  id: number;
  user_id: number;
  company_id: number;
  created_at: string;
}

interface BlockedCompaniesState {
  blocks: Map<number, BlockedCompanyRecord>;
  nextId: number;
}

/** ph company 5 (not the accounting firm the job fixtures use), blocked by the complete-profile user. */
export const SEED_BLOCKED_COMPANY_ID = 2005;

export const blockedCompanies = defineDomainState('blocked-companies', (db): BlockedCompaniesState => {
  const blocks = new Map<number, BlockedCompanyRecord>();
  if (db.indexes.companiesById.has(SEED_BLOCKED_COMPANY_ID)) {
    blocks.set(1, { id: 1, user_id: SEED_USERS.complete, company_id: SEED_BLOCKED_COMPANY_ID, created_at: '2026-10-05T02:00:00.000Z' });
  }
  return { blocks, nextId: 2 };
});

function findBlock(state: BlockedCompaniesState, userId: number, companyId: number): BlockedCompanyRecord | undefined {
  for (const block of state.blocks.values()) if (block.user_id === userId && block.company_id === companyId) return block;
  return undefined;
}

/** The user's blocks, newest first. */
export async function blocksOf(userId: number): Promise<BlockedCompanyRecord[]> {
  const blocks = [...(await blockedCompanies()).blocks.values()].filter((block) => block.user_id === userId);
  return blocks.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export async function isCompanyBlocked(userId: number, companyId: number): Promise<boolean> {
  return findBlock(await blockedCompanies(), userId, companyId) !== undefined;
}

/** Blocks the company (idempotent: an existing block is returned as is, and no event is emitted again). */
export async function blockCompanyFor(userId: number, companyId: number): Promise<BlockedCompanyRecord> {
  const state = await blockedCompanies();
  const existing = findBlock(state, userId, companyId);
  if (existing) return existing;
  const block = { id: state.nextId, user_id: userId, company_id: companyId, created_at: mockNowIso() };
  state.nextId += 1;
  state.blocks.set(block.id, block);
  await emitDomainEvent({ type: 'company-blocked', userId, companyId });
  return block;
}

/** Removes the block; false when the company was not blocked. */
export async function unblockCompanyFor(userId: number, companyId: number): Promise<boolean> {
  const state = await blockedCompanies();
  const existing = findBlock(state, userId, companyId);
  if (!existing) return false;
  state.blocks.delete(existing.id);
  await emitDomainEvent({ type: 'company-unblocked', userId, companyId });
  return true;
}

/** Ids of the companies the user blocked; empty for a guest (blocking needs an account). */
export async function blockedCompanyIdsOf(userId: number | undefined): Promise<ReadonlySet<number>> {
  if (userId === undefined) return new Set();
  return new Set((await blocksOf(userId)).map((block) => block.company_id));
}
