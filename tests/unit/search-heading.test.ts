/**
 * The search page's heading (Issue 24 §3): a search that names a job title or function of the config
 * lists is headed with that option's label in the page's language; any other search with the user's
 * words as typed. Over the seeded config lists of the Philippine site (mocks/seed/config).
 */
import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfigLists } from '../../mocks/seed/config/build-config-lists';
import { SEARCH_CONFIG_LISTS, type SearchConfigLists } from '../../web/src/features/job-search/job-search-queries';
import { queryLabel } from '../../web/src/features/job-search/query-label';
import { searchDocumentTitle, searchHeading } from '../../web/src/features/job-search/search-heading';
import type { LanguageCode } from '../../web/src/lib/languages';
import type { JobSearchFilters } from '../../web/src/lib/job-search-url/types';

const LANGUAGES = ['en-us', 'ja', 'ar', 'es-es', 'zh-tw'] as const satisfies readonly LanguageCode[];
type Language = (typeof LANGUAGES)[number];

const catalog = (language: Language): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../web/src/features/job-search/locales/${language}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** The lists the page reads, as the search page's query picks them from the whole reply. */
function phLists(language: Language): SearchConfigLists {
  const all = buildConfigLists('ph', language);
  return Object.fromEntries(SEARCH_CONFIG_LISTS.map((name) => [name, all[name]])) as SearchConfigLists;
}

const translators = new Map<Language, TFunction>();

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en-us',
    fallbackLng: false,
    lowerCaseLng: true,
    supportedLngs: [...LANGUAGES],
    ns: ['job-search'],
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { 'job-search': catalog(l) }])),
  });
  for (const language of LANGUAGES) translators.set(language, instance.getFixedT(language, 'job-search'));
});

function heading(language: Language, filters: JobSearchFilters): string {
  return searchHeading(translators.get(language)!, language, 'ph', filters, phLists(language));
}

describe('searchHeading: a search that names a job title or function', () => {
  it.each([
    ['en-us', 'Accountant jobs in the Philippines'],
    ['ja', 'フィリピンの経理担当の求人'],
    ['ar', 'وظائف محاسب في الفلبين'],
    ['es-es', 'Contable: empleos en Filipinas'],
    ['zh-tw', '菲律賓的會計職缺'],
  ] as const)('%s: "accountant" is the accountant job title\'s label', (language, expected) => {
    expect(heading(language, { query: 'accountant' })).toBe(expected);
  });

  it('matches the title whatever the case or the words of its URL value', () => {
    expect(heading('en-us', { query: 'senior accountant' })).toBe('Senior Accountant jobs in the Philippines');
    expect(heading('en-us', { query: 'SENIOR ACCOUNTANT' })).toBe('Senior Accountant jobs in the Philippines');
    expect(heading('ja', { query: 'Senior Accountant' })).toBe('フィリピンのシニア経理担当の求人');
  });

  it('matches a label typed in the page\'s language (a picked suggestion)', () => {
    expect(heading('ja', { query: '経理担当' })).toBe('フィリピンの経理担当の求人');
    expect(heading('ar', { query: 'محاسب' })).toBe('وظائف محاسب في الفلبين');
  });

  it('names job functions and main functions by their labels', () => {
    expect(heading('ja', { query: 'accounting' })).toBe('フィリピンの経理の求人');
    expect(heading('en-us', { query: 'finance and accounting' })).toBe('Finance and Accounting jobs in the Philippines');
    expect(heading('ar', { query: 'accounting' })).toBe('وظائف المحاسبة في الفلبين');
  });

  it('keeps the location of the heading', () => {
    expect(heading('ja', { query: 'accountant', locations: ['makati'] })).toMatch(/^.+の経理担当の求人$/);
    expect(heading('en-us', { query: 'accountant', locations: ['makati'] })).toBe('Accountant jobs in Makati');
  });

  it('puts the label in the document title too', () => {
    const t = translators.get('ja')!;
    expect(searchDocumentTitle(t, heading('ja', { query: 'accountant', page: 2 }), 2)).toBe('フィリピンの経理担当の求人 – 2ページ目 | Jobchat');
  });
});

describe('searchHeading: a search that names nothing in the lists', () => {
  it('keeps the user\'s words as typed, their capitals too', () => {
    expect(heading('en-us', { query: 'iPhone Repair' })).toBe('iPhone Repair jobs in the Philippines');
    expect(heading('en-us', { query: 'eBay seller' })).toBe('eBay seller jobs in the Philippines');
    expect(heading('ja', { query: 'iPhone Repair' })).toBe('フィリピンのiPhone Repairの求人');
    expect(heading('ar', { query: 'Barista' })).toBe('وظائف Barista في الفلبين');
  });

  it('starts an English heading with a capital when the words are all lower-case', () => {
    expect(heading('en-us', { query: 'barista' })).toBe('Barista jobs in the Philippines');
  });

  it('uses the user\'s words while the lists are not at hand', () => {
    expect(searchHeading(translators.get('ja')!, 'ja', 'ph', { query: 'accountant' }, undefined)).toBe('フィリピンのaccountantの求人');
    expect(queryLabel(undefined, 'Senior Accountant')).toBe('Senior Accountant');
  });
});
