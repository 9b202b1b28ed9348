/**
 * Companies each job seeker blocked (C08 / C09, settings "block company" tab): one record per seeker and
 * company; the complete-profile user starts with one block so the settings tab has something to show.
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { mockNowIso } from '../db/mock-clock';
import { emitDomainEvent } from './domain-events';
import { SEED_USERS } from './accounts';

export const blockedCompanySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company_id: z.number().int(),
  created_at: z.string(),
});

export type BlockedCompanyRecord = RecordOf<typeof blockedCompanySchema>;

/** ph company 5 (not the accounting firm the job fixtures use), blocked by the complete-profile user. */
export const SEED_BLOCKED_COMPANY_ID = 2005;

const blockedCompanies = defineCollection('blocked-companies', {
  schema: blockedCompanySchema,
  seed: (db) =>
    db.indexes.companiesById.has(SEED_BLOCKED_COMPANY_ID)
      ? [{ user_id: SEED_USERS.complete, company_id: SEED_BLOCKED_COMPANY_ID, created_at: '2026-10-05T02:00:00.000Z' }]
      : [],
});

async function findBlock(userId: number, companyId: number): Promise<BlockedCompanyRecord | undefined> {
  return (await blockedCompanies()).findFirst((q) => q.where({ user_id: userId, company_id: companyId }));
}

/** The user's blocks, newest first. */
export async function blocksOf(userId: number): Promise<BlockedCompanyRecord[]> {
  const blocks = (await blockedCompanies()).findMany((q) => q.where({ user_id: userId }));
  return blocks.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export async function isCompanyBlocked(userId: number, companyId: number): Promise<boolean> {
  return (await findBlock(userId, companyId)) !== undefined;
}

/** Blocks the company (idempotent: an existing block is returned as is, and no event is emitted again). */
export async function blockCompanyFor(userId: number, companyId: number): Promise<BlockedCompanyRecord> {
  const { block, isNew } = await blockedCompanies.exclusive(async () => {
    const existing = await findBlock(userId, companyId);
    if (existing) return { block: existing, isNew: false };
    return { block: await blockedCompanies.insert({ user_id: userId, company_id: companyId, created_at: mockNowIso() }), isNew: true };
  });
  if (!isNew) return block;
  await emitDomainEvent({ type: 'company-blocked', userId, companyId });
  return block;
}

/** Removes the block; false when the company was not blocked. */
export async function unblockCompanyFor(userId: number, companyId: number): Promise<boolean> {
  const existing = await findBlock(userId, companyId);
  if (!existing) return false;
  await blockedCompanies.remove(existing);
  await emitDomainEvent({ type: 'company-unblocked', userId, companyId });
  return true;
}

/** Ids of the companies the user blocked; empty for a guest (blocking needs an account). */
export async function blockedCompanyIdsOf(userId: number | undefined): Promise<ReadonlySet<number>> {
  if (userId === undefined) return new Set();
  return new Set((await blocksOf(userId)).map((block) => block.company_id));
}
