/**
 * T01 / T02: the translation manifest and per-version content. The content is the app's own bundled
 * catalogs (web/src/i18n/locales/<lang>/<ns>.json and web/src/features/<ns>/locales/<lang>.json),
 * flattened to dotted keys, so what the translation calls serve is what the app ships and a changed
 * string shows end to end. They are read as data files, not imported as modules: the mocks stay
 * independent of the app's code (lint boundary mocks → web), and the mocks run only in Node.
 *
 * Two versions exist: the spec's stamp, whose content equals the bundled catalogs, and a later one
 * with one string changed (the home page's title), which the manifest names as active under the
 * scenario variant `updated` (`?mock=getTranslationManifest:variant=updated`, preset `translations-updated`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TranslationContent, TranslationManifest } from '../../sdk/generated/config/hooks';
import { languageCodes } from '../seed/config/translations';
import type { LanguageCode } from '../seed/config/types';

/** The version stamp the spec shows (cache key crowdin-seeker). */
export const ACTIVE_TRANSLATION_VERSION = '20251015143205';
/** The version the `updated` variant makes active: the bundled catalogs with the changed string. */
export const UPDATED_TRANSLATION_VERSION = '20261124120000';
export const UPDATED_TRANSLATIONS_VARIANT = 'updated';
/** The string the updated version changes: the home page's title, prefixed with this text in every language. */
export const CHANGED_STRING = { namespace: 'home', key: 'hero.title', prefix: 'Updated over the air: ' } as const;

type Namespaces = TranslationContent['namespaces'];
type Catalog = { [key: string]: string | Catalog };

/** Paths, not URLs: the jsdom test environment's URL class is not one Node's file functions accept. */
const WEB_SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/src');
/** The mock panel's strings are not the app's: a production build ships without them. */
const MOCK_ONLY_FEATURES = new Set(['dev-tools']);

const cache = new Map<string, Namespaces>();

function flatten(catalog: Catalog, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

function readCatalog(path: string): Record<string, string> | undefined {
  if (!existsSync(path)) return undefined;
  return flatten(JSON.parse(readFileSync(path, 'utf8')) as Catalog);
}

function bundledNamespaces(language: LanguageCode): Namespaces {
  const namespaces: Namespaces = {};
  const shared = join(WEB_SRC, 'i18n/locales', language);
  for (const file of readdirSync(shared).filter((name) => name.endsWith('.json')).sort()) {
    namespaces[file.replace(/\.json$/, '')] = readCatalog(join(shared, file))!;
  }
  const features = readdirSync(join(WEB_SRC, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && !MOCK_ONLY_FEATURES.has(entry.name));
  for (const feature of features.map((entry) => entry.name).sort()) {
    const catalog = readCatalog(join(WEB_SRC, 'features', feature, 'locales', `${language}.json`));
    if (catalog) namespaces[feature] = catalog;
  }
  return namespaces;
}

function withChangedString(namespaces: Namespaces): Namespaces {
  const strings = namespaces[CHANGED_STRING.namespace] ?? {};
  const original = strings[CHANGED_STRING.key] ?? '';
  return { ...namespaces, [CHANGED_STRING.namespace]: { ...strings, [CHANGED_STRING.key]: `${CHANGED_STRING.prefix}${original}` } };
}

export function isTranslationVersion(version: string): boolean {
  return version === ACTIVE_TRANSLATION_VERSION || version === UPDATED_TRANSLATION_VERSION;
}

/** One language's content at a version (isTranslationVersion(version) must hold). */
export function translationNamespaces(language: LanguageCode, version: string = ACTIVE_TRANSLATION_VERSION): Namespaces {
  const cacheKey = `${version}/${language}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const bundled = bundledNamespaces(language);
  const namespaces = version === UPDATED_TRANSLATION_VERSION ? withChangedString(bundled) : bundled;
  cache.set(cacheKey, namespaces);
  return namespaces;
}

export function translationManifest(variant?: string): TranslationManifest {
  const version = variant === UPDATED_TRANSLATIONS_VARIANT ? UPDATED_TRANSLATION_VERSION : ACTIVE_TRANSLATION_VERSION;
  return {
    active_version: version,
    files: languageCodes.map((language) => {
      const namespaces = translationNamespaces(language, version);
      return {
        language_code: language,
        path: `/config/i18n/${version}/${language}`,
        namespaces: Object.keys(namespaces),
        key_count: Object.values(namespaces).reduce((sum, strings) => sum + Object.keys(strings).length, 0),
      };
    }),
  };
}
