/** Page descriptions of the `seo` catalog, filled in every language as a server render would. */
import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@web/lib/languages';
import { SEO_NAMESPACE, pageDescription, siteName } from '@web/lib/seo/page-description';

const catalog = (language: LanguageCode): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/seo.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

const translators = new Map<LanguageCode, TFunction>();

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en-us',
    fallbackLng: false,
    lowerCaseLng: true,
    supportedLngs: [...LANGUAGE_CODES],
    ns: [SEO_NAMESPACE],
    resources: Object.fromEntries(LANGUAGE_CODES.map((l) => [l, { [SEO_NAMESPACE]: catalog(l) }])),
  });
  for (const language of LANGUAGE_CODES) translators.set(language, instance.getFixedT(language));
});

const t = (language: LanguageCode): TFunction => translators.get(language)!;

describe('pageDescription', () => {
  it.each(LANGUAGE_CODES.map((l) => [l]))('%s: puts the job title, company and location in the job description', (language) => {
    const text = pageDescription(t(language), { page: 'jobDetail', title: 'Senior Accountant', company: 'Acme & Sons <PH>', location: 'Makati' });
    expect(text).toContain('Senior Accountant');
    expect(text).toContain('Acme & Sons <PH>');
    expect(text).toContain('Makati');
    expect(text).not.toContain('{{');
  });

  it.each(LANGUAGE_CODES.map((l) => [l]))('%s: describes every public page in its own words', (language) => {
    const texts = [
      pageDescription(t(language), { page: 'home' }),
      pageDescription(t(language), { page: 'jobSearch', heading: 'Accountant jobs in Makati' }),
      pageDescription(t(language), { page: 'company', company: 'Acme' }),
      pageDescription(t(language), { page: 'companies' }),
      pageDescription(t(language), { page: 'onsiteJobs' }),
      pageDescription(t(language), { page: 'remoteJobs' }),
      pageDescription(t(language), { page: 'web3Jobs' }),
    ];
    expect(new Set(texts).size).toBe(7);
    expect(texts[1]).toContain('Accountant jobs in Makati');
    expect(texts[2]).toContain('Acme');
    for (const text of texts) expect(text).not.toMatch(/\{\{|description\./);
    if (language !== 'en-us') expect(texts[0]).not.toBe(pageDescription(t('en-us'), { page: 'home' }));
  });

  it('names the site', () => {
    expect(siteName(t('ja'))).toBe('Jobchat');
  });
});
