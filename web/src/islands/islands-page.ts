/**
 * Which replies are a guest's island page (docs/decisions/0027-guest-pages-as-islands.md), decided by
 * the server before it renders (entry.server.tsx); server code only.
 */
import { createContext as createRouterContext, type EntryContext } from 'react-router';
import type { DataOutcome } from '../app/server-reply';
import { pageIslandsOf } from '../lib/island-names';

/**
 * The islands' entry module, as the browser loads it: the built file (production, from what the islands
 * build records: server/islands-entry.ts), or the source through Vite (development). Set by the page handler (server/app.ts);
 * without it every page hydrates as the app.
 */
export const islandsEntryContext = createRouterContext<string | undefined>(undefined);

/**
 * Whether this reply is a guest's island page: nobody is signed in (a signed-in seeker's page needs
 * the app: the bell, the chat counters, the account menu), the page is found and well, its server render
 * is whole (every query answered: no skeleton left to fill, no failure or refusal with a retry, which are
 * the app's), and its route asks for islands. `status` is the one the reply is sent with.
 */
export function isIslandsPage(routerContext: EntryContext, { signedIn, status, data }: { signedIn: boolean; status: number; data: DataOutcome }): boolean {
  if (signedIn || status !== 200 || data.failed || data.incomplete) return false;
  return routerContext.staticHandlerContext.matches.some((match) => pageIslandsOf(match.route.handle) !== undefined);
}
