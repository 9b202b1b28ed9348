import { describe, expect, it } from 'vitest';
import { ApiError } from '../../sdk/api-error';
import { DEDUPE_MS, EventTracker, MAX_CONCURRENT_REQUESTS, type TrackingIdentity, type TrackingTransport } from '../../web/src/lib/tracking/event-tracker';
import { CLAIM_MS, PENDING_STORAGE_KEY, type PendingRequest } from '../../web/src/lib/tracking/pending-requests';

const maria: TrackingIdentity = { userId: 900001, countryId: 167, deviceUuid: 'device-1', deviceType: 'web', deviceName: 'Chrome on macOS' };

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    saved: (): PendingRequest[] => JSON.parse(values.get(PENDING_STORAGE_KEY) ?? '[]') as PendingRequest[],
  };
}

/** A transport whose sends stay open until the test settles them. */
function controlledTransport() {
  const sends: { request: PendingRequest; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const beacons: PendingRequest[][] = [];
  const transport: TrackingTransport = {
    send: (request) => new Promise<void>((resolve, reject) => sends.push({ request, resolve, reject })),
    beacon: (requests) => {
      beacons.push([...requests]);
      return true;
    },
    isPermanentFailure: (error) => error instanceof ApiError && error.status === 422,
  };
  return { transport, sends, beacons };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(options: { identity?: TrackingIdentity | null; online?: () => boolean; storage?: ReturnType<typeof memoryStorage>; tabId?: string } = {}) {
  const storage = options.storage ?? memoryStorage();
  const { transport, sends, beacons } = controlledTransport();
  let now = Date.UTC(2026, 10, 22, 1, 41, 7);
  const identity = options.identity === undefined ? maria : options.identity;
  const tracker = new EventTracker({ storage, transport, identity: () => identity, now: () => now, isOnline: options.online, tabId: options.tabId });
  return { tracker, storage, sends, beacons, advance: (ms: number) => (now += ms) };
}

describe('event tracker', () => {
  it('sends nothing without a signed-in user', () => {
    const { tracker, sends, storage } = setUp({ identity: null });
    expect(tracker.track('search_click')).toBe(false);
    expect(tracker.click({ scene: 'home_page:recommended', queryId: 'q1', jobId: 1, index: 1, pageNum: 1 })).toBe(false);
    expect(tracker.expose({ scene: 'home_page:recommended', queryId: 'q1', jobIds: [1], pageNum: 1 })).toEqual([]);
    expect(sends).toHaveLength(0);
    expect(storage.saved()).toEqual([]);
  });

  it('counts the same event of a user once within 1000 ms', () => {
    const { tracker, sends, advance } = setUp();
    expect(tracker.track('search_click')).toBe(true);
    advance(DEDUPE_MS - 1);
    expect(tracker.track('search_click')).toBe(false);
    expect(tracker.track('banner_click')).toBe(true);
    advance(1);
    expect(tracker.track('search_click')).toBe(true);
    expect(sends.map((send) => send.request.kind === 'event' && send.request.body.event_name)).toEqual(['search_click', 'banner_click', 'search_click']);
  });

  it('sends the event with its device and local time as YYYY-MM-DD HH:mm:ss', () => {
    const { tracker, sends } = setUp();
    tracker.track('search_click', { query: 'accountant' });
    const request = sends[0]?.request;
    expect(request?.kind).toBe('event');
    if (request?.kind !== 'event') return;
    expect(request.body).toMatchObject({ event_name: 'search_click', device_id: 'device-1', device_type: 'web', device_name: 'Chrome on macOS', extra: { query: 'accountant' } });
    expect(request.body.event_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('runs at most 6 requests at once; the rest wait their turn', async () => {
    const { tracker, sends } = setUp();
    for (let n = 0; n < 10; n += 1) tracker.track(`event_${n}`);
    expect(sends).toHaveLength(MAX_CONCURRENT_REQUESTS);
    sends[0]?.resolve();
    await settle();
    expect(sends).toHaveLength(MAX_CONCURRENT_REQUESTS + 1);
    for (const send of sends.slice(1)) send.resolve();
    await settle();
    for (const send of sends.slice(MAX_CONCURRENT_REQUESTS + 1)) send.resolve();
    await settle();
    expect(sends).toHaveLength(10);
    expect(tracker.pendingCount()).toBe(0);
  });

  it('keeps unsent events in local storage and sends them after a reload, none lost', async () => {
    const storage = memoryStorage();
    const first = setUp({ storage });
    first.tracker.track('search_click');
    first.tracker.track('job_favorites_click');
    for (const send of first.sends) send.reject(new ApiError('network', -1, 0, 'offline'));
    await settle();
    expect(storage.saved().map((item) => item.kind === 'event' && item.body.event_name)).toEqual(['search_click', 'job_favorites_click']);

    // The page is loaded again: a new tracker reads what the last one left.
    const reloaded = setUp({ storage });
    reloaded.tracker.retry();
    expect(reloaded.sends.map((send) => send.request.id)).toEqual(storage.saved().map((item) => item.id));
    for (const send of reloaded.sends) send.resolve();
    await settle();
    expect(storage.saved()).toEqual([]);
  });

  describe('two tabs sharing local storage', () => {
    /** Two requests a page left unsent (it was offline), then two tabs of the site open. */
    async function twoTabsAfterAnOfflinePage() {
      const storage = memoryStorage();
      const first = setUp({ storage, online: () => false, tabId: 'closed-tab' });
      first.tracker.track('search_click');
      first.tracker.track('job_favorites_click');
      return { storage, left: setUp({ storage, tabId: 'left' }), right: setUp({ storage, tabId: 'right' }) };
    }

    it('send each stored request once', async () => {
      const { storage, left, right } = await twoTabsAfterAnOfflinePage();
      left.tracker.retry();
      right.tracker.retry();
      expect(left.sends).toHaveLength(2);
      expect(right.sends).toHaveLength(0);
      for (const send of left.sends) send.resolve();
      await settle();
      right.tracker.retry();
      expect(right.sends).toHaveLength(0);
      expect(storage.saved()).toEqual([]);
    });

    it('keep what the other tab added (neither writes over the other)', () => {
      const storage = memoryStorage();
      const left = setUp({ storage, online: () => false, tabId: 'left' });
      const right = setUp({ storage, online: () => false, tabId: 'right' });
      left.tracker.track('search_click');
      right.tracker.track('banner_click');
      left.tracker.track('job_favorites_click');
      expect(storage.saved().map((item) => item.kind === 'event' && item.body.event_name)).toEqual(['search_click', 'banner_click', 'job_favorites_click']);
    });

    it('take over at once what the other failed to send, and after a while what a closed tab was sending', async () => {
      const { left, right } = await twoTabsAfterAnOfflinePage();
      left.tracker.retry();
      left.sends[0]?.reject(new ApiError('network', -1, 0, 'offline'));
      await settle();
      right.tracker.retry();
      expect(right.sends.map((send) => send.request.kind === 'event' && send.request.body.event_name)).toEqual(['search_click']);

      // The left tab closes while sending the second: its claim runs out.
      right.advance(CLAIM_MS - 1);
      right.tracker.retry();
      expect(right.sends).toHaveLength(1);
      right.advance(1);
      right.tracker.retry();
      expect(right.sends.map((send) => send.request.kind === 'event' && send.request.body.event_name)).toEqual(['search_click', 'job_favorites_click']);
    });

    it('leave to the beacon of a hidden tab only what no other tab is sending', async () => {
      const { left, right } = await twoTabsAfterAnOfflinePage();
      left.tracker.retry();
      left.sends[0]?.resolve();
      await settle();
      right.tracker.sendBeacons();
      expect(right.beacons).toEqual([]);
    });
  });

  it('waits while offline and sends when back online', async () => {
    let online = false;
    const { tracker, sends, storage } = setUp({ online: () => online });
    tracker.track('search_click');
    expect(sends).toHaveLength(0);
    expect(storage.saved()).toHaveLength(1);
    online = true;
    tracker.retry();
    expect(sends).toHaveLength(1);
    sends[0]?.resolve();
    await settle();
    expect(storage.saved()).toEqual([]);
  });

  it('drops a request the server refuses as invalid, keeps one that failed for other reasons', async () => {
    const { tracker, sends, storage } = setUp();
    tracker.track('bad_event');
    tracker.track('good_event');
    sends[0]?.reject(new ApiError('server', 40001, 422, 'invalid'));
    sends[1]?.reject(new ApiError('server', 50001, 500, 'down'));
    await settle();
    expect(storage.saved().map((item) => item.kind === 'event' && item.body.event_name)).toEqual(['good_event']);
  });

  it('hands what is still waiting to the beacon when the page is hidden', async () => {
    const { tracker, beacons, storage } = setUp({ online: () => false });
    tracker.track('search_click');
    tracker.expose({ scene: 'home_page:recommended', queryId: 'q1', jobIds: [5], pageNum: 1 });
    tracker.sendBeacons();
    expect(beacons[0]?.map((item) => item.kind)).toEqual(['event', 'expose']);
    expect(storage.saved()).toEqual([]);
  });

  it('reports a job shown once per query_id and job', () => {
    const { tracker, sends } = setUp();
    expect(tracker.expose({ scene: 'home_page:recommended', queryId: 'q1', jobIds: [1, 2], pageNum: 1 })).toEqual([1, 2]);
    expect(tracker.expose({ scene: 'home_page:recommended', queryId: 'q1', jobIds: [2, 3], pageNum: 1 })).toEqual([3]);
    expect(tracker.expose({ scene: 'home_page:recommended', queryId: 'q2', jobIds: [2], pageNum: 1 })).toEqual([2]);
    const first = sends[0]?.request;
    expect(first?.kind === 'expose' && first.body).toMatchObject({
      page: 'home_page', sub_page: 'recommended', scene: 'c_rec_default', query_id: 'q1', job_ids: [1, 2], device: 'web', device_uuid: 'device-1', jobseeker_id: 900001, page_num: 1,
    });
    expect(first?.kind === 'expose' && first.body.timestamp).toBe(Math.floor(Date.UTC(2026, 10, 22, 1, 41, 7) / 1000));
  });

  it('sends a click with its scene and position; on mobile web by beacon', () => {
    const web = setUp();
    web.tracker.click({ scene: 'job_detail:similar', queryId: null, jobId: 7, index: 1, pageNum: 1 });
    const click = web.sends[0]?.request;
    expect(click?.kind === 'click' && click.body).toMatchObject({ scene: 'c_rec_simi', job_id: 7, index: 1, query_id: null });

    const mobile = setUp({ identity: { ...maria, deviceType: 'mobile_web' } });
    mobile.tracker.click({ scene: 'onsite_search_page:search', queryId: 'q9', jobId: 8, index: 3, pageNum: 2 });
    expect(mobile.sends).toHaveLength(0);
    const beacon = mobile.beacons[0]?.[0];
    expect(beacon?.kind === 'click' && beacon.body).toMatchObject({ scene: 'c_search_defalut', device: 'mobile_web', job_id: 8, index: 3, page_num: 2 });
  });
});
