import { describe, expect, it } from 'vitest';
import { TRANSLATION_CACHE_KEY, readTranslationCache, writeTranslationCache } from '../../web/src/lib/i18n-ota/translation-cache';
import { unflatten } from '../../web/src/lib/i18n-ota/override-layer';

function storageWith(value: string | null) {
  const items = new Map<string, string>();
  if (value !== null) items.set(TRANSLATION_CACHE_KEY, value);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, next: string) => void items.set(key, next), items };
}

describe('translation cache (crowdin-seeker)', () => {
  it('round-trips the version stamp and the content of each language', () => {
    const storage = storageWith(null);
    writeTranslationCache(storage, { version: '20251015143205', languages: { ja: { home: { 'hero.title': 'タイトル' } } } });
    expect(readTranslationCache(storage)).toEqual({ version: '20251015143205', languages: { ja: { home: { 'hero.title': 'タイトル' } } } });
  });

  it('ignores unreadable entries and languages the app does not have', () => {
    expect(readTranslationCache(storageWith('{not json'))).toBeUndefined();
    expect(readTranslationCache(storageWith('{"languages":{}}'))).toBeUndefined();
    const cache = readTranslationCache(storageWith(JSON.stringify({ version: '1', languages: { xx: { a: { b: 'c' } }, ja: { home: { title: 3 } }, ms: { home: { title: 'Tajuk' } } } })));
    expect(cache).toEqual({ version: '1', languages: { ms: { home: { title: 'Tajuk' } } } });
  });

  it('survives a storage that refuses to write', () => {
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => writeTranslationCache(full, { version: '1', languages: {} })).not.toThrow();
  });
});

describe('unflatten', () => {
  it('turns dotted key paths into the nested catalog shape, plural suffixes untouched', () => {
    expect(unflatten({ 'hero.title': 'T', 'lists.loading_one': 'one', 'lists.loading_other': 'many', plain: 'p' })).toEqual({
      hero: { title: 'T' },
      lists: { loading_one: 'one', loading_other: 'many' },
      plain: 'p',
    });
  });
});
