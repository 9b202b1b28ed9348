/**
 * Language from the first path segment ("/zh-cn/jobs-hiring/..."), else the
 * stored geo setting, else en-us. en-us URLs carry no prefix.
 */
import { DEFAULT_LANGUAGE, findLanguage, getLanguage, languageBySlug, type LanguageCode } from './languages';

export interface LanguageSplit {
  language: LanguageCode;
  /** The path without the language segment; always starts with "/". */
  rest: string;
  /** True when the path itself named the language. */
  explicit: boolean;
}

export function splitLanguageFromPath(pathname: string): LanguageSplit {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const end = path.slice(1).search(/[/?#]/);
  const segment = end === -1 ? path.slice(1) : path.slice(1, end + 1);
  const language = segment ? languageBySlug(segment) : undefined;
  if (!language) return { language: DEFAULT_LANGUAGE, rest: path, explicit: false };
  const tail = end === -1 ? '' : path.slice(end + 1);
  return { language: language.value, rest: tail.startsWith('/') ? tail : `/${tail}`, explicit: true };
}

/**
 * Prefixes a path with the language slug, replacing any prefix it already
 * has, so switching language is `withLanguage(location.pathname, next)`.
 */
export function withLanguage(path: string, language: LanguageCode): string {
  const { rest } = splitLanguageFromPath(path);
  if (language === DEFAULT_LANGUAGE) return rest;
  const prefix = `/${getLanguage(language).slug}`;
  // "/" becomes "/ja" rather than "/ja/" so each page has one canonical URL.
  if (rest === '/') return prefix;
  if (rest.startsWith('/?') || rest.startsWith('/#')) return prefix + rest.slice(1);
  return prefix + rest;
}

export function resolveLanguage(pathname: string, storedGeoLanguage?: string | null): LanguageCode {
  const split = splitLanguageFromPath(pathname);
  if (split.explicit) return split.language;
  return findLanguage(storedGeoLanguage)?.value ?? DEFAULT_LANGUAGE;
}
