/** The job-search catalogs: every language has the English keys (plural forms aside) and the same placeholders. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/features/job-search/locales');
const file = (lang: string) => path.join(dir, `${lang}.json`);
const LANGUAGES = ['en-us', 'zh-cn', 'id', 'ja', 'zh-tw', 'ms', 'tr', 'pt-br', 'es-es', 'ar'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out: Map<string, string[]> = new Map()): Map<string, string[]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const base = path.replace(PLURAL, '');
      out.set(base, [...(out.get(base) ?? []), value]);
    } else flatten(value, path, out);
  }
  return out;
}

const load = (lang: string) => flatten(JSON.parse(readFileSync(file(lang), 'utf8')) as Tree);
const placeholders = (texts: string[]) => [...new Set(texts.join(' ').match(/\{\{\s*\w+/g) ?? [])].sort();

describe('job-search catalogs', () => {
  const english = load('en-us');

  it('exist for the ten languages and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
  });

  it.each(LANGUAGES)('%s has the same keys and placeholders as English', (lang) => {
    const catalog = load(lang);
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, texts] of english) {
      const other = catalog.get(key) ?? [];
      expect(other.every((text) => text.trim().length > 0), key).toBe(true);
      // Arabic's zero/one/two forms may spell the number out.
      if (!(lang === 'ar' && key === 'results.count')) expect(placeholders(other), `${lang} ${key}`).toEqual(placeholders(texts));
    }
  });

  it('gives Arabic every plural form of the count', () => {
    const ar = JSON.parse(readFileSync(file('ar'), 'utf8')) as { results: Record<string, string> };
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(ar.results[`count_${form}`]).toBeTruthy();
  });
});
