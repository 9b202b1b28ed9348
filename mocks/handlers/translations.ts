/**
 * T01 / T02: the translation manifest and per-version content. The mocks may not import the app's own
 * catalogs (lint boundary mocks → web), so the content is the seed's config translations: list labels,
 * report-reason descriptions and place names of every language, flattened to dotted keys.
 */
import type { TranslationContent, TranslationManifest } from '../../sdk/generated/config/hooks';
import { configTranslations, languageCodes } from '../seed/config/translations';
import type { LanguageCode } from '../seed/config/types';

/** The version stamp the spec shows (cache key crowdin-seeker). */
export const ACTIVE_TRANSLATION_VERSION = '20251015143205';

type Namespaces = TranslationContent['namespaces'];

const cache = new Map<LanguageCode, Namespaces>();

function flatten(groups: Readonly<Record<string, Readonly<Record<string, string>>>>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [group, values] of Object.entries(groups)) for (const [key, value] of Object.entries(values)) flat[`${group}.${key}`] = value;
  return flat;
}

/** Missing translations fall back to English, as the app does. */
export function translationNamespaces(language: LanguageCode): Namespaces {
  const cached = cache.get(language);
  if (cached) return cached;
  const english = configTranslations['en-us'];
  const own = configTranslations[language];
  const namespaces: Namespaces = {
    lists: { ...flatten(english.lists), ...flatten(own.lists) },
    reason_descriptions: { ...flatten(english.reasonDescriptions), ...flatten(own.reasonDescriptions) },
    places: { ...english.places, ...own.places },
  };
  cache.set(language, namespaces);
  return namespaces;
}

export function translationManifest(): TranslationManifest {
  return {
    active_version: ACTIVE_TRANSLATION_VERSION,
    files: languageCodes.map((language) => {
      const namespaces = translationNamespaces(language);
      return {
        language_code: language,
        path: `/config/i18n/${ACTIVE_TRANSLATION_VERSION}/${language}`,
        namespaces: Object.keys(namespaces),
        key_count: Object.values(namespaces).reduce((sum, strings) => sum + Object.keys(strings).length, 0),
      };
    }),
  };
}
