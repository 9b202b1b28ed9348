/**
 * What the rest of the app hears when a session ends: chat (its own worker, tab or feature) listens on
 * a BroadcastChannel for `logout`, so every open tab closes its socket. Page navigation is injectable so
 * tests can watch it instead of reloading the test page.
 */
export const CHAT_CHANNEL = 'jobchat-chat';

export function tellChatToLogOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHAT_CHANNEL);
  channel.postMessage({ type: 'logout' });
  channel.close();
}

type HardNavigation = (url: string) => void;

let hardNavigation: HardNavigation = (url) => window.location.assign(url);

/** A full page load (the spec's "reload"): state built for the old session does not survive it. */
export function navigateHard(url: string): void {
  hardNavigation(url);
}

/** Tests replace the page load with a spy. */
export function setHardNavigation(next: HardNavigation): () => void {
  const previous = hardNavigation;
  hardNavigation = next;
  return () => {
    hardNavigation = previous;
  };
}
