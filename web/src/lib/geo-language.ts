/**
 * The stored geo language setting (spec section 1: the language comes from the first path segment or
 * from a stored geo setting). Choosing a language in the switcher stores it in a cookie, so the server
 * sees it too. A page address without a language prefix is then sent on to the stored language's
 * address: every URL still names one language (en-us has no prefix), so a cached page is never in
 * another language than its address says.
 */
import { readCookie, writeCookie } from './cookies';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import { resolveLanguage, splitLanguageFromPath, withLanguage } from './resolve-language';

export const GEO_LANGUAGE_COOKIE = 'geo_language';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function readGeoLanguage(cookieSource: string): string | undefined {
  return readCookie(GEO_LANGUAGE_COOKIE, cookieSource);
}

/** In the browser, when the visitor picks a language. */
export function rememberGeoLanguage(language: LanguageCode): void {
  writeCookie(GEO_LANGUAGE_COOKIE, language, { maxAgeMs: ONE_YEAR_MS });
}

/** The language of a page: its path's, else the stored setting's, else en-us. */
export function pageLanguage(pathname: string, cookieSource: string): LanguageCode {
  return resolveLanguage(pathname, readGeoLanguage(cookieSource));
}

/**
 * Paths that are not pages: the router's own requests (its route manifest `/__manifest`, data requests
 * ending in ".data"), files (a last segment with an extension: assets, icons, robots.txt) and the API.
 * They are asked for under the address the browser already has, so a redirect would only break them.
 */
const NOT_A_PAGE = /^\/(__|api\/|assets\/)|\.data$|\/[^/]*\.[a-z0-9]+$/i;

/**
 * Where a page request without a language prefix goes when the stored setting names another language
 * than en-us; undefined when it stays (the path names a language, or is not a page).
 */
export function geoLanguageRedirect(url: URL, cookieSource: string): string | undefined {
  if (NOT_A_PAGE.test(url.pathname) || splitLanguageFromPath(url.pathname).explicit) return undefined;
  const language = pageLanguage(url.pathname, cookieSource);
  if (language === DEFAULT_LANGUAGE) return undefined;
  return withLanguage(`${url.pathname}${url.search}`, language);
}
