/**
 * The translations delivered over the air, kept in local storage under the spec's cache key with the
 * version stamp they belong to, so a reload (even offline) applies them before any call answers.
 */
import type { TranslationContent } from '@sdk/generated/config/hooks';
import { LANGUAGE_CODES, type LanguageCode } from '../languages';

export const TRANSLATION_CACHE_KEY = 'crowdin-seeker';

/** Strings by namespace, keyed by dotted key path, as getTranslationContent serves them. */
export type TranslationNamespaces = TranslationContent['namespaces'];

export interface TranslationCache {
  /** The manifest's active_version the content belongs to. */
  version: string;
  languages: Partial<Record<LanguageCode, TranslationNamespaces>>;
}

function isStrings(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

function isNamespaces(value: unknown): value is TranslationNamespaces {
  return typeof value === 'object' && value !== null && Object.values(value).every(isStrings);
}

/** The cached translations, or undefined when there are none or they are unreadable. */
export function readTranslationCache(storage: Pick<Storage, 'getItem'>): TranslationCache | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(TRANSLATION_CACHE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { version, languages } = parsed as Record<string, unknown>;
  if (typeof version !== 'string' || typeof languages !== 'object' || languages === null) return undefined;
  const valid: TranslationCache['languages'] = {};
  for (const language of LANGUAGE_CODES) {
    const content = (languages as Record<string, unknown>)[language];
    if (isNamespaces(content)) valid[language] = content;
  }
  return { version, languages: valid };
}

/** Best effort: a full or refused storage only means the next visit fetches again. */
export function writeTranslationCache(storage: Pick<Storage, 'setItem'>, cache: TranslationCache): void {
  try {
    storage.setItem(TRANSLATION_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // Quota exceeded or storage disabled.
  }
}
