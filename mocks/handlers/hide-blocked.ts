/**
 * The one filter every job and company list applies: a blocked company, and its jobs, are hidden from the
 * user who blocked it (spec section 6, "blocking a company hides each party from the other").
 */
import type { AccountRecord } from '../state/accounts';
import { blockedCompanyIdsOf } from '../state/blocked-companies';

export interface Visibility {
  /** False for a job of a company the user blocked. */
  job: (job: { company_id: number }) => boolean;
  /** False for a company the user blocked. */
  company: (company: { id: number }) => boolean;
}

/** Everything is visible to a guest. */
export const SHOW_ALL: Visibility = { job: () => true, company: () => true };

export async function visibilityFor(user: Pick<AccountRecord, 'id'> | undefined): Promise<Visibility> {
  const blocked = await blockedCompanyIdsOf(user?.id);
  if (blocked.size === 0) return SHOW_ALL;
  return { job: (job) => !blocked.has(job.company_id), company: (company) => !blocked.has(company.id) };
}
