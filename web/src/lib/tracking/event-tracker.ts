/**
 * Event tracking (spec sections 7 and 9): named events, and expose and click events of job lists.
 * Only for a signed-in user; the same event of a user within 1000 ms counts once; at most 6 requests
 * at once, the rest wait; every request is kept in local storage until delivered (after a reload or
 * when back online it is sent again); when the page is hidden what is left goes by beacon.
 * Pure: the browser's parts (storage, clock, transport, who is signed in) are given to it.
 */
import type { DeviceType } from '@sdk/generated/logs/hooks';
import { formatEventTime, toEpochSeconds } from './event-format';
import { PendingRequests, isClaimedByAnother, type PendingRequest, type TrackingStorage } from './pending-requests';
import { sceneOf, type SceneKey } from './scenes';

export const DEDUPE_MS = 1000;
export const MAX_CONCURRENT_REQUESTS = 6;

export interface TrackingIdentity {
  userId: number;
  countryId: number;
  deviceUuid: string;
  deviceType: DeviceType;
  deviceName: string;
}

export interface TrackingTransport {
  /** Delivers one request; rejects when it was not delivered. */
  send(request: PendingRequest): Promise<void>;
  /** Hands requests to the browser's beacon queue; false when the browser refused them. */
  beacon(requests: readonly PendingRequest[], countryId: number): boolean;
  /** A refusal that sending again cannot fix (the body is invalid): the request is dropped. */
  isPermanentFailure(error: unknown): boolean;
}

export interface TrackerOptions {
  storage: TrackingStorage;
  transport: TrackingTransport;
  /** The signed-in user and the device, or null for a guest or nobody (then nothing is tracked). */
  identity(): TrackingIdentity | null;
  now?: () => number;
  isOnline?: () => boolean;
  newId?: () => string;
  /** This tab, as the owner of the stored requests it sends; the same across a reload (start-tracking.ts). */
  tabId?: string;
}

export interface ListClick {
  scene: SceneKey;
  queryId: string | null;
  jobId: number;
  /** One-based position of the job in the list. */
  index: number;
  pageNum: number;
}

export interface ListExposure {
  scene: SceneKey;
  queryId: string | null;
  jobIds: readonly number[];
  pageNum: number;
}

export class EventTracker {
  private readonly pending: PendingRequests;
  private readonly inFlight = new Set<string>();
  /** Failed in this round: sent again on the next trigger (a new event, back online, a reload). */
  private readonly parked = new Set<string>();
  private readonly lastSeen = new Map<string, number>();
  private readonly exposed = new Set<string>();
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly newId: () => string;
  /** This tab, as the owner of the stored requests it claims. */
  private readonly tabId: string;
  private stopped = false;

  constructor(private readonly options: TrackerOptions) {
    this.pending = new PendingRequests(options.storage);
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => true);
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.tabId = options.tabId ?? this.newId();
  }

  /** A named event (spec section 9's analytics names). Returns whether it was recorded. */
  track(eventName: string, extra?: Record<string, unknown>): boolean {
    const identity = this.options.identity();
    if (!identity || this.isDuplicate(identity.userId, eventName)) return false;
    this.enqueue({
      id: this.newId(),
      userId: identity.userId,
      kind: 'event',
      body: {
        event_name: eventName,
        device_id: identity.deviceUuid,
        device_type: identity.deviceType,
        device_name: identity.deviceName,
        event_time: formatEventTime(this.now()),
        ...(extra ? { extra } : {}),
      },
    });
    return true;
  }

  /** A click on a job of a list. On mobile web it goes by beacon (spec section 7), else through the queue. */
  click({ scene, queryId, jobId, index, pageNum }: ListClick): boolean {
    const identity = this.options.identity();
    if (!identity || this.isDuplicate(identity.userId, `click:${scene}:${queryId ?? ''}:${jobId}`)) return false;
    const request: PendingRequest = {
      id: this.newId(),
      userId: identity.userId,
      kind: 'click',
      body: { ...this.recoBase(identity, scene, queryId, pageNum), job_id: jobId, index },
    };
    if (identity.deviceType === 'mobile_web' && this.isOnline() && this.options.transport.beacon([request], identity.countryId)) return true;
    this.enqueue(request);
    return true;
  }

  /** Jobs shown in a list; a job already reported for the same query (or list, without one) is left out. */
  expose({ scene, queryId, jobIds, pageNum }: ListExposure): number[] {
    const identity = this.options.identity();
    if (!identity) return [];
    const fresh = jobIds.filter((jobId) => {
      const key = `${identity.userId}|${queryId ?? scene}|${jobId}`;
      if (this.exposed.has(key)) return false;
      this.exposed.add(key);
      return true;
    });
    if (fresh.length === 0) return [];
    this.enqueue({
      id: this.newId(),
      userId: identity.userId,
      kind: 'expose',
      body: { ...this.recoBase(identity, scene, queryId, pageNum), job_ids: fresh },
    });
    return fresh;
  }

  /** Sends again what earlier rounds could not (start-up, back online). */
  retry(): void {
    this.parked.clear();
    this.pump();
  }

  /** The page is being hidden or closed: what is still waiting goes by beacon. */
  sendBeacons(): void {
    const identity = this.options.identity();
    if (!identity) return;
    const now = this.now();
    const waiting = this.pending.all().filter((item) => item.userId === identity.userId && !this.inFlight.has(item.id) && !isClaimedByAnother(item, this.tabId, now));
    if (waiting.length > 0 && this.options.transport.beacon(waiting, identity.countryId)) this.pending.remove(waiting.map((item) => item.id));
  }

  /** Another tracker takes over this page: this one starts no more requests (what it kept stays stored). */
  stop(): void {
    this.stopped = true;
  }

  /** Requests waiting or under way (for tests and diagnostics). */
  pendingCount(): number {
    return this.pending.all().length;
  }

  private recoBase(identity: TrackingIdentity, key: SceneKey, queryId: string | null, pageNum: number) {
    const { page, sub_page, scene } = sceneOf(key);
    return {
      page,
      sub_page,
      scene,
      device: identity.deviceType,
      device_uuid: identity.deviceUuid,
      jobseeker_id: identity.userId,
      query_id: queryId,
      timestamp: toEpochSeconds(this.now()),
      reco_from: page,
      page_num: Math.max(1, pageNum),
    };
  }

  private isDuplicate(userId: number, name: string): boolean {
    const key = `${userId}|${name}`;
    const now = this.now();
    const last = this.lastSeen.get(key);
    if (last !== undefined && now - last < DEDUPE_MS) return true;
    this.lastSeen.set(key, now);
    return false;
  }

  private enqueue(request: PendingRequest): void {
    this.pending.add(request);
    this.retry();
  }

  private pump(): void {
    const identity = this.options.identity();
    if (this.stopped || !identity || !this.isOnline()) return;
    for (const item of this.pending.all()) {
      if (this.inFlight.size >= MAX_CONCURRENT_REQUESTS) return;
      // Another user's requests wait for that user: they are sent with the session of whoever is signed in.
      if (item.userId !== identity.userId || this.inFlight.has(item.id) || this.parked.has(item.id)) continue;
      this.start(item);
    }
  }

  private start(item: PendingRequest): void {
    // Another tab sending it (or it was delivered meanwhile): that tab sees it through.
    if (!this.pending.claim(item.id, this.tabId, this.now())) return;
    this.inFlight.add(item.id);
    this.options.transport.send(item).then(
      () => this.pending.remove([item.id]),
      (error: unknown) => {
        if (this.options.transport.isPermanentFailure(error)) this.pending.remove([item.id]);
        else {
          // Free for any tab to send again; this one waits for its next trigger.
          this.pending.release(item.id, this.tabId);
          this.parked.add(item.id);
        }
      },
    ).finally(() => {
      this.inFlight.delete(item.id);
      this.pump();
    });
  }
}
