/**
 * Tracking requests not yet delivered, kept in local storage so a reload, a crash or a time offline
 * loses none (spec section 7). Every change is written through at once.
 */
import type { RecoClickEvent, RecoExposeEvent, ReportedEvent } from '@sdk/generated/logs/hooks';

export const PENDING_STORAGE_KEY = 'jobchat.tracking.pending';
/** Beyond this the oldest go first: local storage is small and shared with the rest of the app. */
export const MAX_PENDING = 1000;

export type PendingRequest =
  | { id: string; userId: number; kind: 'event'; body: ReportedEvent }
  | { id: string; userId: number; kind: 'click'; body: RecoClickEvent }
  | { id: string; userId: number; kind: 'expose'; body: RecoExposeEvent };

export type TrackingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isPendingRequest(value: unknown): value is PendingRequest {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'string' && typeof item.userId === 'number' && ['event', 'click', 'expose'].includes(item.kind as string) && typeof item.body === 'object';
}

export class PendingRequests {
  private items: PendingRequest[];

  constructor(private readonly storage: TrackingStorage) {
    this.items = PendingRequests.read(storage);
  }

  private static read(storage: TrackingStorage): PendingRequest[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(PENDING_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPendingRequest) : [];
    } catch {
      return [];
    }
  }

  private write(): void {
    try {
      if (this.items.length === 0) this.storage.removeItem(PENDING_STORAGE_KEY);
      else this.storage.setItem(PENDING_STORAGE_KEY, JSON.stringify(this.items));
    } catch {
      // Storage full or blocked: the requests stay in memory for this page.
    }
  }

  all(): readonly PendingRequest[] {
    return this.items;
  }

  add(item: PendingRequest): void {
    this.items = [...this.items, item].slice(-MAX_PENDING);
    this.write();
  }

  remove(ids: Iterable<string>): void {
    const gone = new Set(ids);
    this.items = this.items.filter((item) => !gone.has(item.id));
    this.write();
  }
}
