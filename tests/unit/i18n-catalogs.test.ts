/**
 * Every translation catalog in the repo, shared (web/src/i18n/locales/<lang>/<ns>.json) and per feature
 * (web/src/features/<feature>/locales/<lang>.json), must exist in the 10 supported languages, carry the
 * same keys as en-us, have no empty values, and keep every {{placeholder}} of the English text.
 *
 * Plurals: i18next picks `key_zero|_one|_two|_few|_many|_other` with `Intl.PluralRules`, so keys are
 * compared with the plural suffix removed, and every plural group must carry exactly the categories
 * `new Intl.PluralRules(lang).resolvedOptions().pluralCategories` lists for its language (Spanish and
 * Portuguese need `_many`, Japanese only `_other`, Arabic all six). Inside a plural group, `count` may be spelled out in some forms (Arabic
 * "وظيفة واحدة"), so it only has to appear in the `_other` form; every other placeholder of the English
 * forms has to appear in each translated form. Placeholders are compared by name, so `{{count, number}}`
 * in English is satisfied by `{{count}}` or `{{count, number}}`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const BASE = 'en-us';
const LANGUAGES = ['en-us', 'zh-cn', 'id', 'ja', 'zh-tw', 'ms', 'tr', 'pt-br', 'es-es', 'ar'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: unknown };
type Flat = Record<string, unknown>;

interface Catalog {
  /** Display name, e.g. "common (shared)" or "company (feature)". */
  name: string;
  /** Repo-relative path of the file for a language. */
  pathFor: (lang: string) => string;
}

function listDirs(relative: string): string[] {
  const dir = new URL(relative.endsWith('/') ? relative : `${relative}/`, root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function listJson(relative: string): string[] {
  const dir = new URL(relative.endsWith('/') ? relative : `${relative}/`, root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name.replace(/\.json$/, ''))
    .sort();
}

function discoverCatalogs(): Catalog[] {
  const catalogs: Catalog[] = [];
  // Shared namespaces: every <ns>.json that exists in any language folder (en-us first of all).
  const sharedRoot = 'web/src/i18n/locales';
  const namespaces = new Set<string>();
  for (const lang of listDirs(sharedRoot)) for (const ns of listJson(`${sharedRoot}/${lang}`)) namespaces.add(ns);
  for (const ns of [...namespaces].sort()) {
    catalogs.push({ name: `${ns} (shared)`, pathFor: (lang) => `${sharedRoot}/${lang}/${ns}.json` });
  }
  // Feature catalogs: every web/src/features/<feature>/locales folder.
  for (const feature of listDirs('web/src/features')) {
    const localesDir = `web/src/features/${feature}/locales`;
    if (!existsSync(new URL(`${localesDir}/`, root))) continue;
    catalogs.push({ name: `${feature} (feature)`, pathFor: (lang) => `${localesDir}/${lang}.json` });
  }
  return catalogs;
}

function flatten(tree: Tree, prefix = '', out: Flat = {}): Flat {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value as Tree, path, out);
    else out[path] = value;
  }
  return out;
}

function load(relative: string): Flat {
  const text = readFileSync(new URL(relative, root), 'utf8');
  return flatten(JSON.parse(text) as Tree);
}

const stripPlural = (key: string): string => key.replace(PLURAL_SUFFIX, '');
const isPlural = (key: string): boolean => PLURAL_SUFFIX.test(key);

/** The plural categories a language needs, as i18next will ask for them (sorted). */
function pluralCategoriesOf(lang: string): string[] {
  return [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
}

const suffixOf = (key: string): string => PLURAL_SUFFIX.exec(key)?.[1] ?? '';

/** Placeholder names: `{{count, number}}` -> `count`, `{{- html}}` -> `html`. */
function placeholders(value: unknown): Set<string> {
  const names = new Set<string>();
  if (typeof value !== 'string') return names;
  for (const match of value.matchAll(/\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g)) names.add(match[1]!);
  return names;
}

/** Base key -> the full keys of that group (one key, or the plural forms). */
function groups(flat: Flat): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const key of Object.keys(flat)) {
    const base = stripPlural(key);
    const list = map.get(base) ?? [];
    list.push(key);
    map.set(base, list);
  }
  return map;
}

const catalogs = discoverCatalogs();

describe('i18n catalogs', () => {
  it('asks Intl.PluralRules for the categories each language needs', () => {
    expect(pluralCategoriesOf('es-es')).toEqual(['many', 'one', 'other']);
    expect(pluralCategoriesOf('pt-br')).toEqual(['many', 'one', 'other']);
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect(pluralCategoriesOf('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('finds the shared and feature catalogs', () => {
    expect(catalogs.map((c) => c.name)).toContain('common (shared)');
    expect(catalogs.map((c) => c.name)).toContain('errors (shared)');
    expect(catalogs.some((c) => c.name.endsWith('(feature)'))).toBe(true);
  });

  describe.each(catalogs.map((c) => [c.name, c] as const))('%s', (_name, catalog) => {
    it('exists in all 10 languages', () => {
      const missing = LANGUAGES.filter((lang) => !existsSync(new URL(catalog.pathFor(lang), root))).map(catalog.pathFor);
      expect(missing, 'missing catalog files').toEqual([]);
    });

    const basePath = catalog.pathFor(BASE);
    const base = existsSync(new URL(basePath, root)) ? load(basePath) : null;
    const baseGroups = base ? groups(base) : new Map<string, string[]>();

    it.each(LANGUAGES.map((lang) => [lang]))('%s: same keys as en-us, no empty values, placeholders kept', (lang) => {
      expect(base, `${basePath} is missing`).not.toBeNull();
      const path = catalog.pathFor(lang);
      expect(existsSync(new URL(path, root)), `${path} is missing`).toBe(true);
      const flat = load(path);
      const langGroups = groups(flat);

      const missingKeys = [...baseGroups.keys()].filter((key) => !langGroups.has(key)).sort();
      const extraKeys = [...langGroups.keys()].filter((key) => !baseGroups.has(key)).sort();

      const emptyValues = Object.entries(flat)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);

      const problems: string[] = [];
      for (const [groupKey, baseKeys] of baseGroups) {
        const langKeys = langGroups.get(groupKey);
        if (!langKeys) continue; // reported as missing
        const plural = baseKeys.some(isPlural) || langKeys.some(isPlural);
        if (plural && baseKeys.some(isPlural) !== langKeys.some(isPlural)) {
          problems.push(`${groupKey}: plural in one language only (en-us: ${baseKeys.join(', ')}; ${lang}: ${langKeys.join(', ')})`);
          continue;
        }
        if (!plural) {
          const wanted = placeholders(base![groupKey]);
          const have = placeholders(flat[groupKey]);
          for (const name of wanted) if (!have.has(name)) problems.push(`${groupKey}: lost {{${name}}}`);
          continue;
        }
        // Plural group: exactly the forms the language's plural rules select, no fewer and no more.
        const other = `${groupKey}_other`;
        const forms = langKeys.map(suffixOf).sort();
        const needed = pluralCategoriesOf(lang);
        if (forms.join() !== needed.join()) problems.push(`${groupKey}: forms ${forms.join(', ')}; ${lang} needs ${needed.join(', ')}`);
        const wanted = new Set<string>();
        for (const key of baseKeys) for (const name of placeholders(base![key])) wanted.add(name);
        for (const key of langKeys) {
          const have = placeholders(flat[key]);
          for (const name of wanted) {
            if (name === 'count' && key !== other) continue; // may be spelled out ("one job")
            if (!have.has(name)) problems.push(`${key}: lost {{${name}}}`);
          }
        }
      }

      expect({ missingKeys, extraKeys, emptyValues, placeholders: problems }, `${path} vs ${basePath}`).toEqual({
        missingKeys: [],
        extraKeys: [],
        emptyValues: [],
        placeholders: [],
      });
    });
  });
});
