/**
 * Country sites. The site is chosen by host (see resolve-country.ts); every
 * API request carries the country's `id` as Country-Id.
 */
import type { LanguageCode } from './languages';

export const COUNTRY_KEYS = [
  'jp', 'ph', 'sg', 'my', 'id', 'hk', 'tw', 'us', 'gb', 'ca',
  'br', 'tr', 'ng', 'sa', 'ae', 'lk', 'es', 'rs', 'com',
] as const;

export type CountryKey = (typeof COUNTRY_KEYS)[number];

/** Flags exist for a few codes that are not sites of their own. */
export type FlagKey = CountryKey | 'mo' | 'global';

export interface Country {
  readonly key: CountryKey;
  readonly id: number;
  readonly name: string;
  /** ISO 4217, lowercase as the config lists spell it. */
  readonly currency: string;
  readonly url: string;
  /** The site's main content language, used for SEO metadata. */
  readonly seoLang: LanguageCode;
  /** Location shown when the user has not picked one. */
  readonly defaultLocation: string;
  /** Value for <link rel="alternate" hreflang>. */
  readonly hrefLang: string;
  /** Path of the flag image relative to the assets host. */
  readonly flagPath: string;
}

export const DEFAULT_COUNTRY: CountryKey = 'ph';

type CountrySeed = Omit<Country, 'flagPath'>;

const SEEDS: readonly CountrySeed[] = [
  { key: 'jp', id: 105, name: 'Japan', currency: 'jpy', url: 'https://jobchat.jp', seoLang: 'ja', defaultLocation: 'Tokyo', hrefLang: 'ja-JP' },
  { key: 'ph', id: 167, name: 'Philippines', currency: 'php', url: 'https://jobchat.ph', seoLang: 'en-us', defaultLocation: 'Metro Manila', hrefLang: 'en-PH' },
  { key: 'sg', id: 193, name: 'Singapore', currency: 'sgd', url: 'https://jobchat.sg', seoLang: 'en-us', defaultLocation: 'Singapore', hrefLang: 'en-SG' },
  { key: 'my', id: 127, name: 'Malaysia', currency: 'myr', url: 'https://jobchat.my', seoLang: 'en-us', defaultLocation: 'Kuala Lumpur', hrefLang: 'en-MY' },
  { key: 'id', id: 96, name: 'Indonesia', currency: 'idr', url: 'https://jobchat.id', seoLang: 'id', defaultLocation: 'Jakarta', hrefLang: 'id-ID' },
  { key: 'hk', id: 92, name: 'Hong Kong', currency: 'hkd', url: 'https://jobchat.hk', seoLang: 'zh-tw', defaultLocation: 'Hong Kong', hrefLang: 'zh-HK' },
  { key: 'tw', id: 211, name: 'Taiwan', currency: 'twd', url: 'https://jobchat.tw', seoLang: 'zh-tw', defaultLocation: 'Taipei', hrefLang: 'zh-TW' },
  { key: 'us', id: 229, name: 'United States', currency: 'usd', url: 'https://jobchat.us', seoLang: 'en-us', defaultLocation: 'New York', hrefLang: 'en-US' },
  { key: 'gb', id: 228, name: 'United Kingdom', currency: 'gbp', url: 'https://jobchat.co.uk', seoLang: 'en-us', defaultLocation: 'London', hrefLang: 'en-GB' },
  { key: 'ca', id: 38, name: 'Canada', currency: 'cad', url: 'https://jobchat.ca', seoLang: 'en-us', defaultLocation: 'Toronto', hrefLang: 'en-CA' },
  { key: 'br', id: 29, name: 'Brazil', currency: 'brl', url: 'https://jobchat.com.br', seoLang: 'pt-br', defaultLocation: 'São Paulo', hrefLang: 'pt-BR' },
  { key: 'tr', id: 220, name: 'Türkiye', currency: 'try', url: 'https://jobchat.com.tr', seoLang: 'tr', defaultLocation: 'Istanbul', hrefLang: 'tr-TR' },
  { key: 'ng', id: 154, name: 'Nigeria', currency: 'ngn', url: 'https://jobchat.ng', seoLang: 'en-us', defaultLocation: 'Lagos', hrefLang: 'en-NG' },
  { key: 'sa', id: 188, name: 'Saudi Arabia', currency: 'sar', url: 'https://jobchat.sa', seoLang: 'ar', defaultLocation: 'Riyadh', hrefLang: 'ar-SA' },
  { key: 'ae', id: 227, name: 'United Arab Emirates', currency: 'aed', url: 'https://jobchat.ae', seoLang: 'en-us', defaultLocation: 'Dubai', hrefLang: 'en-AE' },
  { key: 'lk', id: 203, name: 'Sri Lanka', currency: 'lkr', url: 'https://jobchat.lk', seoLang: 'en-us', defaultLocation: 'Colombo', hrefLang: 'en-LK' },
  { key: 'es', id: 202, name: 'Spain', currency: 'eur', url: 'https://jobchat.es', seoLang: 'es-es', defaultLocation: 'Madrid', hrefLang: 'es-ES' },
  { key: 'rs', id: 190, name: 'Serbia', currency: 'rsd', url: 'https://jobchat.rs', seoLang: 'en-us', defaultLocation: 'Belgrade', hrefLang: 'en-RS' },
  // Every country without a site of its own is served by com.
  { key: 'com', id: 241, name: 'Global', currency: 'usd', url: 'https://jobchat.com', seoLang: 'en-us', defaultLocation: 'Remote', hrefLang: 'x-default' },
];

export function flagPath(key: FlagKey): string {
  return `flags1/${key.toUpperCase()}.png`;
}

/** Full flag URL; tolerates an assets host with or without a trailing slash. */
export function flagUrl(key: FlagKey, assetsHost: string): string {
  return `${assetsHost.replace(/\/+$/, '')}/${flagPath(key)}`;
}

export const COUNTRIES: readonly Country[] = SEEDS.map((seed) => ({ ...seed, flagPath: flagPath(seed.key) }));

const byKey = new Map<string, Country>(COUNTRIES.map((c) => [c.key, c]));
const byId = new Map<number, Country>(COUNTRIES.map((c) => [c.id, c]));

export function isCountryKey(value: unknown): value is CountryKey {
  return typeof value === 'string' && byKey.has(value);
}

export function getCountry(key: CountryKey): Country {
  // Every CountryKey has a record; the fallback only guards against casts.
  return byKey.get(key) ?? (byKey.get(DEFAULT_COUNTRY) as Country);
}

export function countryByKey(key: string): Country | undefined {
  return byKey.get(key.toLowerCase());
}

export function countryById(id: number): Country | undefined {
  return byId.get(id);
}
