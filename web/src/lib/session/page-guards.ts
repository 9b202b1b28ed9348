/**
 * Who a page is for, decided by its loader: on the server the visitor gets a redirect (302) instead of
 * an empty page, and in the browser the page never renders for the wrong visitor.
 */
import { redirect } from 'react-router';
import { localHref, withQuery } from '../local-href';
import type { RouteContext } from '../route-context';
import { languageAtom, sessionAtom } from '../session-atoms';

/** Pages for signed-in users: guests sign in first and come back to this very address. */
export function signedInOnly({ store }: RouteContext, request: Request): void {
  if (store.get(sessionAtom).kind === 'user') return;
  const url = new URL(request.url);
  throw redirect(withQuery(localHref(store.get(languageAtom), '/:lang?/get-started'), { redirect: `${url.pathname}${url.search}` }));
}

/** Sign-in methods: a signed-in user goes to /get-started, which offers to sign out. */
export function guestsOnly({ store }: RouteContext): void {
  if (store.get(sessionAtom).kind === 'user') throw redirect(localHref(store.get(languageAtom), '/:lang?/get-started'));
}
