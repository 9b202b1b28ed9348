/**
 * Who is asking: the country from the `Country-Id` header, the language from the `language_code`
 * query parameter or the `Language-Id` header, the origin assets resolve against, and the bearer token.
 * Missing or invalid headers never reach a handler (mocks/http/request-checks.ts refuses them with 40001);
 * the ph / en-us fallbacks serve the calls that carry no headers by contract (beacons).
 */
import type { CountryKey, LanguageCode } from '../seed/config/types';

export const COUNTRY_ID_BY_KEY: Readonly<Record<CountryKey, number>> = {
  jp: 105, ph: 167, sg: 193, my: 127, id: 96, hk: 92, tw: 211, us: 229, gb: 228, ca: 38,
  br: 29, tr: 220, ng: 154, sa: 188, ae: 227, lk: 203, es: 202, rs: 190, com: 241,
};

export const LANGUAGE_ID_BY_CODE: Readonly<Record<LanguageCode, number>> = {
  'en-us': 1, 'zh-cn': 2, id: 3, ja: 4, 'zh-tw': 5, ms: 6, tr: 7, 'pt-br': 8, 'es-es': 9, ar: 10,
};

export const DEFAULT_COUNTRY: CountryKey = 'ph';
export const DEFAULT_LANGUAGE: LanguageCode = 'en-us';

const COUNTRY_BY_ID = new Map(Object.entries(COUNTRY_ID_BY_KEY).map(([key, id]) => [id, key as CountryKey]));
const LANGUAGE_BY_ID = new Map(Object.entries(LANGUAGE_ID_BY_CODE).map(([code, id]) => [id, code as LanguageCode]));

export function isCountryKey(value: string): value is CountryKey {
  return Object.prototype.hasOwnProperty.call(COUNTRY_ID_BY_KEY, value);
}

export function isLanguageCode(value: string): value is LanguageCode {
  return Object.prototype.hasOwnProperty.call(LANGUAGE_ID_BY_CODE, value);
}

export function countryFromId(id: string | number | null | undefined): CountryKey {
  return COUNTRY_BY_ID.get(Number(id)) ?? DEFAULT_COUNTRY;
}

export function languageFromId(id: string | number | null | undefined): LanguageCode {
  return LANGUAGE_BY_ID.get(Number(id)) ?? DEFAULT_LANGUAGE;
}

export interface RequestContext {
  country: CountryKey;
  language: LanguageCode;
  /** Origin of the request URL; site-relative asset paths are resolved against it. */
  origin: string;
  /** The bearer token, when the request carries one. */
  token: string | undefined;
}

/** The bearer token of a request (session or guest), if any. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec((request.headers.get('Authorization') ?? '').trim())?.[1];
}

export function requestContext(request: Request): RequestContext {
  const url = new URL(request.url);
  const languageCode = url.searchParams.get('language_code');
  const token = bearerToken(request);
  return {
    country: countryFromId(request.headers.get('Country-Id')),
    language: languageCode && isLanguageCode(languageCode) ? languageCode : languageFromId(request.headers.get('Language-Id')),
    origin: url.origin,
    token,
  };
}

/**
 * An absolute URL for a seed asset path ("/mock-assets/..."), on the mocks' own origin as a CDN's would
 * be: a site-relative path would load from the page's origin, which serves no mock assets in production.
 * Absolute URLs and null pass through.
 */
export function assetUrl(context: Pick<RequestContext, 'origin'>, path: string): string;
export function assetUrl(context: Pick<RequestContext, 'origin'>, path: string | null): string | null;
export function assetUrl(context: Pick<RequestContext, 'origin'>, path: string | null): string | null {
  if (path === null) return null;
  return /^https?:\/\//.test(path) ? path : new URL(path, context.origin).href;
}
