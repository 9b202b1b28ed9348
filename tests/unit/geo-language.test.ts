import { describe, expect, it } from 'vitest';
import { geoLanguageRedirect, pageLanguage } from '@web/lib/geo-language';

const page = (path: string) => new URL(path, 'http://ph.localhost');

describe('the stored geo language setting (spec section 1)', () => {
  it('decides the language where the path names none', () => {
    expect(pageLanguage('/companies', 'geo_language=ja')).toBe('ja');
    expect(pageLanguage('/companies', 'sessionid=x; geo_language=zh-cn')).toBe('zh-cn');
    expect(pageLanguage('/companies', '')).toBe('en-us');
    expect(pageLanguage('/companies', 'geo_language=klingon')).toBe('en-us');
  });

  it('never overrides the language the path names', () => {
    expect(pageLanguage('/ar/companies', 'geo_language=ja')).toBe('ar');
    expect(geoLanguageRedirect(page('/ar/companies'), 'geo_language=ja')).toBeUndefined();
  });

  it('sends an unprefixed page to the stored language\'s address, keeping the query', () => {
    expect(geoLanguageRedirect(page('/jobs-hiring/job-search?page=2'), 'geo_language=ja')).toBe('/ja/jobs-hiring/job-search?page=2');
    expect(geoLanguageRedirect(page('/'), 'geo_language=zh-tw')).toBe('/zh-tw');
  });

  it('leaves the page where it is for en-us, no setting, and router data requests', () => {
    expect(geoLanguageRedirect(page('/companies'), 'geo_language=en-us')).toBeUndefined();
    expect(geoLanguageRedirect(page('/companies'), '')).toBeUndefined();
    expect(geoLanguageRedirect(page('/companies.data'), 'geo_language=ja')).toBeUndefined();
  });
});
