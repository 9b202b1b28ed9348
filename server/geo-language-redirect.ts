/**
 * A page asked for without a language prefix, by a visitor whose stored geo language setting names
 * another language (web/src/lib/geo-language.ts), is sent on to that language's address. The reply
 * depends on the visitor's cookie, so no shared cache keeps it; the pages themselves stay one
 * language per URL, cached as before.
 */
import type { Request, Response } from 'express';
import { geoLanguageRedirect } from '../web/src/lib/geo-language';

/** True when it answered (a redirect). */
export function sendToGeoLanguage(request: Request, response: Response): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // The path is appended, never parsed on its own: "//x:99999/" is a path here, not another host.
  const target = geoLanguageRedirect(new URL(`http://page.invalid${request.originalUrl}`), request.get('cookie') ?? '');
  if (!target) return false;
  response.set('Cache-Control', 'private, no-store').vary('Cookie').redirect(302, target);
  return true;
}
