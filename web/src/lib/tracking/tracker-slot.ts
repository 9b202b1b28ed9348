/**
 * What the pages call to track (trackEvent, the job lists' expose and click), without the tracker in a
 * guest's first JavaScript (issue 23). The tracker sends only for a signed-in user (event-tracker.ts), so
 * its code (the tracker, its storage and transport, the logs calls) loads when someone is signed in, or
 * when an earlier page left requests unsent (start-tracking.ts then sends them). Calls made while it
 * loads wait for it; a guest's go to the analytics hooks only, as before.
 */
import type { AppStore } from '../app-jotai';
import { sessionAtom } from '../session-atoms';
import { analytics } from './analytics-hooks';
import type { EventTracker } from './event-tracker';
import type { TrackingStorage } from './pending-requests';

/** Where undelivered requests wait between pages (pending-requests.ts). */
export const PENDING_STORAGE_KEY = 'jobchat.tracking.pending';
/** Calls kept while the tracker loads: a page's first lists and a click or two, never an unbounded list. */
const MAX_WAITING = 100;

type TrackerCall = (tracker: EventTracker) => void;

let tracker: EventTracker | undefined;
let waiting: TrackerCall[] | undefined;

/** Set by start-tracking.ts when its tracker starts (undefined when it stops); hands it the calls that waited. */
export function setActiveTracker(next: EventTracker | undefined): void {
  tracker = next;
  const calls = waiting ?? [];
  waiting = undefined;
  if (next) for (const call of calls) call(next);
}

/** The page's tracker; undefined for a guest, during the server render and while it loads. */
export function getTracker(): EventTracker | undefined {
  return tracker;
}

/** Runs `call` on the tracker: now, once it has loaded, or not at all when there is none to load. */
export function withTracker(call: TrackerCall): void {
  if (tracker) call(tracker);
  else if (waiting && waiting.length < MAX_WAITING) waiting.push(call);
}

/** A named event: to any analytics hooks installed, and to the logs service for a signed-in user. */
export function trackEvent(eventName: string, extra: Record<string, unknown> = {}): void {
  analytics.event(eventName, extra);
  withTracker((active) => active.track(eventName, Object.keys(extra).length > 0 ? extra : undefined));
}

type StartTracking = (store: AppStore, storage: TrackingStorage) => unknown;

function hasUnsentRequests(storage: TrackingStorage): boolean {
  try {
    return Boolean(storage.getItem(PENDING_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * Starts tracking once it has something to do: now for a signed-in user or unsent requests, else at the
 * first sign-in. `load` (a dynamic import of start-tracking.ts) is a parameter so tests can count loads.
 */
export function startTrackingWhenNeeded(store: AppStore, storage: TrackingStorage, load: () => Promise<StartTracking>): void {
  const start = () => {
    waiting ??= [];
    load().then(
      (startTracking) => startTracking(store, storage),
      () => {
        // Offline, say: what waited is dropped (a guest's page works without it); the next page tries again.
        waiting = undefined;
      },
    );
  };
  if (store.get(sessionAtom).kind === 'user' || hasUnsentRequests(storage)) {
    start();
    return;
  }
  const unsubscribe = store.sub(sessionAtom, () => {
    if (store.get(sessionAtom).kind !== 'user') return;
    unsubscribe();
    start();
  });
}
