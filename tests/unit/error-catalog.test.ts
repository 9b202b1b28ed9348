import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { documentedErrorCodes } from '../support/inventories';

const root = new URL('../../', import.meta.url);
const LANGUAGES = ['en-us', 'zh-cn', 'id', 'ja', 'zh-tw', 'ms', 'tr', 'pt-br', 'es-es', 'ar'] as const;
const GENERIC_KEYS = [
  'failure.unknown',
  'failure.network',
  'failure.timeout',
  'failure.server',
  'failure.notFound',
  'failure.retry',
  'failure.retryIn',
  'login.invalidCredential',
  'login.accountSuspended',
  'resetPassword.tooManyAttempts',
  'jobAlert.enableFailed',
];

type Tree = { [key: string]: string | Tree };

function readCodes(): string[] {
  return documentedErrorCodes().map(String);
}

function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object') flatten(value, path, out);
    else throw new Error(`unexpected value at ${path}: ${JSON.stringify(value)}`);
  }
  return out;
}

/** The error messages: the `errors` namespace, and the ones without a code, which are in `common` (`failure`). */
function loadCatalog(lang: string): Record<string, string> {
  const read = (namespace: string) => JSON.parse(readFileSync(new URL(`web/src/i18n/locales/${lang}/${namespace}.json`, root), 'utf8')) as Tree;
  return flatten({ ...read('errors'), failure: read('common').failure as Tree });
}

const placeholders = (s: string): string[] => [...new Set(s.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort();

const codes = readCodes();
const catalogs = new Map<string, Record<string, string>>(LANGUAGES.map((lang) => [lang, loadCatalog(lang)]));
function catalogFor(lang: string): Record<string, string> {
  const catalog = catalogs.get(lang);
  if (!catalog) throw new Error(`no catalog for ${lang}`);
  return catalog;
}
const english = catalogFor('en-us');
const englishKeys = Object.keys(english).sort();

describe('error catalog', () => {
  it('reads the numeric codes from the inventory', () => {
    expect(codes).toContain('41274');
    expect(codes).toHaveLength(169);
  });

  describe.each([...LANGUAGES])('%s', (lang: string) => {
    const catalog = catalogFor(lang);

    it('has a message for every error code except 0', () => {
      const missing = codes.filter((c) => !(`code.${c}` in catalog));
      expect(missing).toEqual([]);
      expect(`code.0` in catalog).toBe(false);
    });

    it('has the generic, login, reset-password and job-alert keys', () => {
      expect(GENERIC_KEYS.filter((k) => !(k in catalog))).toEqual([]);
    });

    it('has exactly the same key set as en-us', () => {
      expect(Object.keys(catalog).sort()).toEqual(englishKeys);
    });

    it('has no empty values', () => {
      const empty = Object.entries(catalog).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(empty).toEqual([]);
    });

    it('keeps every English placeholder', () => {
      const problems: string[] = [];
      for (const [key, en] of Object.entries(english)) {
        const value = catalog[key];
        if (value === undefined) continue;
        for (const p of placeholders(en)) if (!value.includes(p)) problems.push(`${key}: ${p}`);
        for (const p of placeholders(value)) if (!en.includes(p)) problems.push(`${key}: unexpected ${p}`);
      }
      expect(problems).toEqual([]);
    });
  });

  it('uses the expected interpolation variables', () => {
    expect(english['code.40006']).toContain('{{seconds}}');
    expect(english['failure.retryIn']).toContain('{{seconds}}');
    expect(english['failure.server']).toContain('{{host}}');
    expect(english['jobAlert.enableFailed']).toContain('{{host}}');
  });

  it('gives each range code its own English message', () => {
    const values = codes.map((c) => english[`code.${c}`]);
    const ranges = codes.filter((c) => {
      const n = Number(c);
      return (n >= 41311 && n <= 41321) || (n >= 41243 && n <= 41251) || (n >= 41348 && n <= 41419) || (n >= 50001 && n <= 50016);
    });
    const rangeValues = ranges.map((c) => english[`code.${c}`]);
    expect(new Set(rangeValues).size).toBe(rangeValues.length);
    expect(values.every(Boolean)).toBe(true);
  });
});
