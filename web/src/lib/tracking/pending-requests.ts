/**
 * Tracking requests not yet delivered, kept in local storage so a reload, a crash or a time offline
 * loses none (spec section 7). Every tab of the site shares the one list: each change reads the list
 * afresh and writes it back at once, so one tab never overwrites what another added; and a tab claims a
 * request before sending it, for a while, so two tabs opened after a reload do not both send it. A claim
 * runs out by itself: the requests of a tab closed mid-send are sent by the next tab that tries.
 */
import type { RecoClickEvent, RecoExposeEvent, ReportedEvent } from '@sdk/generated/logs/hooks';

import { PENDING_STORAGE_KEY } from './tracker-slot';

export { PENDING_STORAGE_KEY };
/** Beyond this the oldest go first: local storage is small and shared with the rest of the app. */
export const MAX_PENDING = 1000;
/** Longer than a request's 30 s timeout: a claim outlives the send it covers. */
export const CLAIM_MS = 60_000;

interface Claim {
  /** The tab (its tracker) sending the request. */
  owner: string;
  until: number;
}

export type PendingRequest = (
  | { id: string; userId: number; kind: 'event'; body: ReportedEvent }
  | { id: string; userId: number; kind: 'click'; body: RecoClickEvent }
  | { id: string; userId: number; kind: 'expose'; body: RecoExposeEvent }
) & { claim?: Claim };

export type TrackingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isPendingRequest(value: unknown): value is PendingRequest {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'string' && typeof item.userId === 'number' && ['event', 'click', 'expose'].includes(item.kind as string) && typeof item.body === 'object';
}

export class PendingRequests {
  /** The list as this tab last saw it; the only copy once storage refuses a write (full or blocked). */
  private items: PendingRequest[] = [];
  private storageWorks = true;

  constructor(private readonly storage: TrackingStorage) {
    this.load();
  }

  private load(): PendingRequest[] {
    if (!this.storageWorks) return this.items;
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(PENDING_STORAGE_KEY) ?? '[]');
      this.items = Array.isArray(parsed) ? parsed.filter(isPendingRequest) : [];
    } catch {
      this.items = [];
    }
    return this.items;
  }

  private save(items: PendingRequest[]): void {
    this.items = items;
    if (!this.storageWorks) return;
    try {
      if (items.length === 0) this.storage.removeItem(PENDING_STORAGE_KEY);
      else this.storage.setItem(PENDING_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // From now on the requests stay in memory for this page.
      this.storageWorks = false;
    }
  }

  all(): readonly PendingRequest[] {
    return this.load();
  }

  add(item: PendingRequest): void {
    this.save([...this.load(), item].slice(-MAX_PENDING));
  }

  remove(ids: Iterable<string>): void {
    const gone = new Set(ids);
    this.save(this.load().filter((item) => !gone.has(item.id)));
  }

  /** Whether the request is free for `owner` to send (not delivered, not claimed by another tab): then it is claimed. */
  claim(id: string, owner: string, now: number): boolean {
    const items = this.load();
    const item = items.find((candidate) => candidate.id === id);
    if (!item || isClaimedByAnother(item, owner, now)) return false;
    this.save(items.map((candidate) => (candidate === item ? { ...item, claim: { owner, until: now + CLAIM_MS } } : candidate)));
    return true;
  }

  /** The owner's claim ends early (its send failed): another tab may send it now. */
  release(id: string, owner: string): void {
    const items = this.load();
    if (!items.some((item) => item.id === id && item.claim?.owner === owner)) return;
    this.save(items.map((item) => (item.id === id && item.claim?.owner === owner ? withoutClaim(item) : item)));
  }
}

function withoutClaim(item: PendingRequest): PendingRequest {
  const unclaimed = { ...item };
  delete unclaimed.claim;
  return unclaimed;
}

export function isClaimedByAnother(item: PendingRequest, owner: string, now: number): boolean {
  return item.claim !== undefined && item.claim.owner !== owner && item.claim.until > now;
}
