/**
 * The ten interface languages. `value`/`id` are what the API expects
 * (Language-Id header, language_code), `slug` is the first path segment,
 * `alias` is the BCP 47 tag handed to i18next and Intl.
 */

export const LANGUAGE_CODES = [
  'en-us',
  'zh-cn',
  'id',
  'ja',
  'zh-tw',
  'ms',
  'tr',
  'pt-br',
  'es-es',
  'ar',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface Language {
  readonly value: LanguageCode;
  readonly id: number;
  /** Native name, shown as-is in the language switcher. */
  readonly label: string;
  readonly slug: string;
  readonly alias: string;
  readonly rtl: boolean;
}

export const DEFAULT_LANGUAGE: LanguageCode = 'en-us';

export const LANGUAGES: readonly Language[] = [
  { value: 'en-us', id: 1, label: 'English', slug: 'en-us', alias: 'en-US', rtl: false },
  { value: 'zh-cn', id: 2, label: '简体中文', slug: 'zh-cn', alias: 'zh-CN', rtl: false },
  { value: 'id', id: 3, label: 'Bahasa Indonesia', slug: 'id', alias: 'id', rtl: false },
  { value: 'ja', id: 4, label: '日本語', slug: 'ja', alias: 'ja', rtl: false },
  { value: 'zh-tw', id: 5, label: '繁體中文', slug: 'zh-tw', alias: 'zh-TW', rtl: false },
  { value: 'ms', id: 6, label: 'Bahasa Melayu', slug: 'ms', alias: 'ms', rtl: false },
  { value: 'tr', id: 7, label: 'Türkçe', slug: 'tr', alias: 'tr', rtl: false },
  { value: 'pt-br', id: 8, label: 'Português (Brasil)', slug: 'pt-br', alias: 'pt-BR', rtl: false },
  { value: 'es-es', id: 9, label: 'Español', slug: 'es-es', alias: 'es-ES', rtl: false },
  { value: 'ar', id: 10, label: 'العربية', slug: 'ar', alias: 'ar', rtl: true },
];

const byValue = new Map<string, Language>(LANGUAGES.map((l) => [l.value, l]));
const bySlug = new Map<string, Language>(LANGUAGES.map((l) => [l.slug, l]));
const byId = new Map<number, Language>(LANGUAGES.map((l) => [l.id, l]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byValue.has(value);
}

export function getLanguage(code: LanguageCode): Language {
  // Every LanguageCode has a record, so the fallback only guards against casts.
  return byValue.get(code) ?? (byValue.get(DEFAULT_LANGUAGE) as Language);
}

/** Case-insensitive; accepts the value, the slug or the alias ("en-US"). */
export function findLanguage(text: string | null | undefined): Language | undefined {
  if (!text) return undefined;
  const lower = text.trim().toLowerCase();
  return byValue.get(lower) ?? bySlug.get(lower) ?? LANGUAGES.find((l) => l.alias.toLowerCase() === lower);
}

export function languageBySlug(slug: string): Language | undefined {
  return bySlug.get(slug.toLowerCase());
}

export function languageById(id: number): Language | undefined {
  return byId.get(id);
}

/** The only place that decides text direction; callers never compare codes. */
export function directionOf(lang: LanguageCode): 'rtl' | 'ltr' {
  return getLanguage(lang).rtl ? 'rtl' : 'ltr';
}
