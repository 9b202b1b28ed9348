/** The country site a page belongs to, and the absolute URLs that structured data and link previews need. */
import { countryByKey, type CountryKey } from '../countries';
import type { LanguageCode } from '../languages';

export interface SeoSite {
  /** Scheme and host of the country site as the request reached it ("https://jobchat.ph"); a trailing "/" is ignored. */
  origin: string;
  country: CountryKey;
  /** The page's language (from its path). */
  language: LanguageCode;
}

/** `origin` + a root-relative path, with exactly one "/" between them. */
export function siteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An http(s) URL, resolving a root-relative one ("/mock-assets/...") against the site; undefined otherwise. */
export function absoluteUrl(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, `${origin.replace(/\/+$/, '')}/`);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** ISO 3166-1 alpha-2 code of a country site ("gb" → "GB"); undefined for the global site (com) and unknown keys. */
export function isoCountryCode(key: string | undefined): string | undefined {
  const country = key ? countryByKey(key) : undefined;
  return country && country.key !== 'com' ? country.key.toUpperCase() : undefined;
}
