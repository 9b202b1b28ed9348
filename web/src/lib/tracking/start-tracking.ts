/**
 * The page's one tracker: created once it has something to do (tracker-slot.ts: a signed-in user, or
 * requests an earlier page left unsent) from the app's store, sent again when the browser is back online
 * or a user signs in, and flushed by beacon when the page is hidden. Loaded on its own, off a guest's
 * first JavaScript.
 */
import type { AppStore } from '../app-jotai';
import { getCountry } from '../countries';
import { countryAtom, deviceTypeAtom, deviceUuidAtom, sessionAtom } from '../session-atoms';
import { describeDevice } from './event-format';
import { EventTracker, type TrackingIdentity } from './event-tracker';
import type { TrackingStorage } from './pending-requests';
import { createTrackingTransport, type SendBeacon } from './tracking-transport';
import { setActiveTracker } from './tracker-slot';

let active: { tracker: EventTracker; stop: () => void } | undefined;

export function identityFrom(store: AppStore, userAgent: string): TrackingIdentity | null {
  const session = store.get(sessionAtom);
  const deviceUuid = store.get(deviceUuidAtom);
  if (session.kind !== 'user' || !deviceUuid) return null;
  return {
    userId: session.user.id,
    countryId: getCountry(store.get(countryAtom)).id,
    deviceUuid,
    // The device type the page was rendered for (the server's reading of the same user agent).
    deviceType: store.get(deviceTypeAtom),
    deviceName: describeDevice(userAgent),
  };
}

export interface TrackingEnvironment {
  storage: TrackingStorage;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  userAgent: string;
  isOnline: () => boolean;
  sendBeacon?: SendBeacon;
  /** This tab, the same across its reloads: a reloaded page takes over what it had claimed. */
  tabId?: string;
}

const TAB_ID_KEY = 'jobchat.tracking.tab';

/** Session storage is per tab and outlives a reload: the tab's id lives there (a fresh one when it is blocked). */
function browserTabId(): string {
  try {
    const known = sessionStorage.getItem(TAB_ID_KEY);
    if (known) return known;
    const id = crypto.randomUUID();
    sessionStorage.setItem(TAB_ID_KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

function browserEnvironment(storage: TrackingStorage): TrackingEnvironment {
  return {
    storage,
    target: window,
    document,
    userAgent: navigator.userAgent,
    isOnline: () => navigator.onLine !== false,
    sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
    tabId: browserTabId(),
  };
}

/** Starts tracking for this page (a previous tracker of the same page is stopped first). */
export function startTracking(store: AppStore, storage: TrackingStorage, environment: TrackingEnvironment = browserEnvironment(storage)): EventTracker {
  active?.stop();
  const { target, document: page, userAgent } = environment;
  const tracker = new EventTracker({
    storage: environment.storage,
    transport: createTrackingTransport(environment.sendBeacon),
    identity: () => identityFrom(store, userAgent),
    isOnline: environment.isOnline,
    tabId: environment.tabId,
  });
  const retry = () => tracker.retry();
  const onHidden = () => {
    if (page.visibilityState === 'hidden') tracker.sendBeacons();
  };
  const onPageHide = () => tracker.sendBeacons();
  target.addEventListener('online', retry);
  target.addEventListener('pagehide', onPageHide);
  page.addEventListener('visibilitychange', onHidden);
  const unsubscribe = store.sub(sessionAtom, retry);
  const stop = () => {
    tracker.stop();
    target.removeEventListener('online', retry);
    target.removeEventListener('pagehide', onPageHide);
    page.removeEventListener('visibilitychange', onHidden);
    unsubscribe();
  };
  active = { tracker, stop };
  setActiveTracker(tracker);
  // What an earlier page left unsent goes now.
  tracker.retry();
  return tracker;
}

export function stopTracking(): void {
  active?.stop();
  active = undefined;
  setActiveTracker(undefined);
}
