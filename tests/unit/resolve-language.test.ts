import { describe, expect, it } from 'vitest';
import { LANGUAGES, directionOf, findLanguage, languageById } from '@web/lib/languages';
import { resolveLanguage, splitLanguageFromPath, withLanguage } from '@web/lib/resolve-language';

describe('splitLanguageFromPath', () => {
  it.each([
    ['/zh-cn/jobs-hiring/job-search', { language: 'zh-cn', rest: '/jobs-hiring/job-search', explicit: true }],
    ['/ZH-TW/job/x', { language: 'zh-tw', rest: '/job/x', explicit: true }],
    ['/ar', { language: 'ar', rest: '/', explicit: true }],
    ['/ja/', { language: 'ja', rest: '/', explicit: true }],
    ['/en-us/companies', { language: 'en-us', rest: '/companies', explicit: true }],
    ['/jobs-hiring/job-search', { language: 'en-us', rest: '/jobs-hiring/job-search', explicit: false }],
    ['/', { language: 'en-us', rest: '/', explicit: false }],
    ['', { language: 'en-us', rest: '/', explicit: false }],
    ['/idx/page', { language: 'en-us', rest: '/idx/page', explicit: false }],
    ['/company/ja', { language: 'en-us', rest: '/company/ja', explicit: false }],
  ])('%s', (path, expected) => {
    expect(splitLanguageFromPath(path)).toEqual(expected);
  });
});

describe('withLanguage', () => {
  it('adds, replaces and removes the prefix', () => {
    expect(withLanguage('/jobs-hiring/job-search', 'ja')).toBe('/ja/jobs-hiring/job-search');
    expect(withLanguage('/jobs-hiring/job-search', 'en-us')).toBe('/jobs-hiring/job-search');
    expect(withLanguage('/zh-cn/companies', 'ar')).toBe('/ar/companies');
    expect(withLanguage('/zh-cn/companies', 'en-us')).toBe('/companies');
    expect(withLanguage('/', 'id')).toBe('/id');
    expect(withLanguage('/', 'en-us')).toBe('/');
    expect(withLanguage('/jobs-hiring/a-jobs?page=2', 'ms')).toBe('/ms/jobs-hiring/a-jobs?page=2');
    expect(withLanguage('/?x=1', 'tr')).toBe('/tr?x=1');
  });

  it('round-trips through splitLanguageFromPath for every language', () => {
    for (const { value } of LANGUAGES) {
      expect(splitLanguageFromPath(withLanguage('/job/abc-1', value))).toMatchObject({ language: value, rest: '/job/abc-1' });
    }
  });
});

describe('resolveLanguage', () => {
  it('prefers the path, then the stored setting, then en-us', () => {
    expect(resolveLanguage('/ja/jobs-hiring', 'ar')).toBe('ja');
    expect(resolveLanguage('/jobs-hiring', 'ar')).toBe('ar');
    expect(resolveLanguage('/jobs-hiring', 'zh-CN')).toBe('zh-cn');
    expect(resolveLanguage('/jobs-hiring', 'klingon')).toBe('en-us');
    expect(resolveLanguage('/jobs-hiring', null)).toBe('en-us');
    expect(resolveLanguage('/jobs-hiring')).toBe('en-us');
  });
});

describe('languages', () => {
  it('has the ten languages with the contract ids', () => {
    expect(LANGUAGES.map((l) => `${l.value} ${l.id}`).join('; ')).toBe(
      'en-us 1; zh-cn 2; id 3; ja 4; zh-tw 5; ms 6; tr 7; pt-br 8; es-es 9; ar 10',
    );
    expect(languageById(10)?.value).toBe('ar');
    expect(findLanguage('pt-BR')?.id).toBe(8);
  });

  it('derives direction from the rtl flag', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(LANGUAGES.filter((l) => directionOf(l.value) === 'rtl').map((l) => l.value)).toEqual(['ar']);
  });
});
