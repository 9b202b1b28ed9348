/**
 * The tracker is off a guest's first JavaScript (lib/tracking/tracker-slot.ts): it loads at the first
 * sign-in (or at once for a signed-in user, or for requests an earlier page left unsent), and what the
 * page tracked while it loaded reaches it; a guest's events go to the analytics hooks only.
 */
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsHooks } from '../../web/src/lib/tracking/analytics-hooks';
import type { EventTracker } from '../../web/src/lib/tracking/event-tracker';
import { PENDING_STORAGE_KEY, setActiveTracker, startTrackingWhenNeeded, trackEvent, withTracker } from '../../web/src/lib/tracking/tracker-slot';
import { sessionAtom } from '../../web/src/lib/session-atoms';
import { seedSessionUsers } from '../support/factories/session-user-factory';

function fakeTracker() {
  return { track: vi.fn(() => true), expose: vi.fn(() => []) };
}

/** A load that resolves when the test says, starting `tracker` as start-tracking.ts does. */
function deferredLoad(tracker: ReturnType<typeof fakeTracker>) {
  let finish: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (finish = resolve));
  const load = vi.fn(async () => {
    await loaded;
    return () => setActiveTracker(tracker as unknown as EventTracker);
  });
  return { load, finish: async () => { finish(); await vi.waitFor(() => expect(load).toHaveBeenCalled()); await Promise.resolve(); await Promise.resolve(); } };
}

afterEach(() => {
  setActiveTracker(undefined);
  setAnalyticsHooks([]);
});

describe('tracker slot', () => {
  it('loads nothing for a guest, whose events reach the analytics hooks only; loads at sign-in and delivers what waited', async () => {
    const store = createStore();
    store.set(sessionAtom, { kind: 'guest', token: 'guest-token', guestId: 7 });
    const event = vi.fn();
    setAnalyticsHooks([{ event }]);
    const tracker = fakeTracker();
    const { load, finish } = deferredLoad(tracker);

    startTrackingWhenNeeded(store, new Map() as unknown as Storage, load);
    trackEvent('search_click', { query: 'accountant' });
    expect(load).not.toHaveBeenCalled();
    expect(event).toHaveBeenCalledWith('search_click', { query: 'accountant' });

    store.set(sessionAtom, { kind: 'user', sessionId: 's1', user: seedSessionUsers.maria() });
    expect(load).toHaveBeenCalledTimes(1);
    trackEvent('job_favorites_click', { job_id: 5 });
    withTracker((active) => active.expose({ scene: 'home_page:recommended', queryId: 'q', jobIds: [1, 2], pageNum: 1 }));
    expect(tracker.track).not.toHaveBeenCalled();

    await finish();
    expect(tracker.track).toHaveBeenCalledWith('job_favorites_click', { job_id: 5 });
    expect(tracker.track).not.toHaveBeenCalledWith('search_click', expect.anything());
    expect(tracker.expose).toHaveBeenCalledTimes(1);
    store.set(sessionAtom, { kind: 'user', sessionId: 's2', user: seedSessionUsers.maria() });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once for a guest when an earlier page left requests unsent', () => {
    const store = createStore();
    const storage = { getItem: (key: string) => (key === PENDING_STORAGE_KEY ? '[{"id":"1"}]' : null), setItem: () => undefined, removeItem: () => undefined };
    const { load } = deferredLoad(fakeTracker());
    startTrackingWhenNeeded(store, storage, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops what waited when the tracker cannot load', async () => {
    const store = createStore();
    store.set(sessionAtom, { kind: 'user', sessionId: 's1', user: seedSessionUsers.maria() });
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    startTrackingWhenNeeded(store, new Map() as unknown as Storage, load);
    trackEvent('search_click');
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
    const tracker = fakeTracker();
    setActiveTracker(tracker as unknown as EventTracker);
    expect(tracker.track).not.toHaveBeenCalled();
  });
});
