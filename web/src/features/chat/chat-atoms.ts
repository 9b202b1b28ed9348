/** The chat page's client state that the socket writes and the screens read. */
import { atom } from '../../lib/app-jotai';
import type { SocketStatus } from './chat-socket';

/** Conversations whose recruiter is typing right now. */
export const typingChatIdsAtom = atom<ReadonlySet<number>>(new Set<number>());

/** The realtime connection; `closed` on the server and before the page has started it. */
export const socketStatusAtom = atom<SocketStatus>('closed');

/** Why the last connection attempt failed (the ticket call's error), shown while it reconnects. */
export const socketErrorAtom = atom<unknown>(undefined);
