import { describe, expect, it } from 'vitest';
import { buildConfigLists, resolveCountryKey } from '../../mocks/seed/config/build-config-lists';
import { configCatalog, countryKeys, productCountries, toSeoValue } from '../../mocks/seed/config/catalog';
import { locationsByCountry } from '../../mocks/seed/config/locations';
import { configTranslations, languageCodes } from '../../mocks/seed/config/translations';
import type {
  ConfigCatalog, ConfigLists, ConfigOption, FunctionTitle, JobFunctionNode, LanguageCode, ReasonListName, TranslatableListName,
} from '../../mocks/seed/config/types';

const SEO_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CONFIG_LIST_KEYS: (keyof ConfigLists)[] = [
  'industry_lists', 'xp_lvls', 'educations', 'location_lists', 'job_category_lists', 'job_types', 'salary_range_filters',
  'main_functions', 'job_functions', 'function_titles', 'degrees', 'no_of_employee_ranges', 'company_sizes', 'job_benefit_lists',
  'job_attractive_reasons', 'company_benefit_lists', 'company_culture_lists', 'company_financing_stage_lists', 'country_lists',
  'chat_report_lists', 'notice_period_lists', 'subscibe_job_frequency_lists', 'report_job_reasons', 'report_talent_reasons',
  'salary_ranges', 'social_types', 'resume_source_lists', 'language_lists', 'gender_lists', 'pipeline_stage_lists',
  'resume_last_updated_time_lists', 'job_function_lists', 'report_interview_reasons', 'report_recruiter_reasons', 'work_xps',
  'feature_banners', 'recruiter_role_permissions', 'user_identity_lists', 'currency_lists', 'salary_types', 'work_arrangements',
];
const REASON_LISTS: ReasonListName[] = ['report_job_reasons', 'report_talent_reasons', 'report_interview_reasons', 'report_recruiter_reasons'];
const translatableLists = Object.keys(configCatalog).filter(
  (name): name is TranslatableListName => name !== 'currency_lists' && name !== 'job_function_lists',
);
const catalogOptionLists = Object.entries(configCatalog).filter(([name]) => name !== 'currency_lists') as [string, ConfigOption[]][];
const allRegions = Object.values(locationsByCountry).flat();
const allPlaces = allRegions.flatMap((region) => [region, ...region.locations]);

function subFunctions(): JobFunctionNode[] {
  return configCatalog.main_functions.flatMap((main) => main.sub_list as JobFunctionNode[]);
}

function hasDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size !== values.length;
}

describe('config catalogue', () => {
  it('covers every ConfigLists key except location_lists', () => {
    expect(Object.keys(configCatalog).sort()).toEqual(CONFIG_LIST_KEYS.filter((k) => k !== 'location_lists').sort());
  });

  it.each(catalogOptionLists)('%s has unique ids and unique snake_case keys', (name, options) => {
    expect(options.length).toBeGreaterThan(0);
    expect(hasDuplicates(options.map((o) => o.id))).toBe(false);
    expect(hasDuplicates(options.map((o) => o.key))).toBe(false);
    if (name !== 'function_titles') for (const o of options) expect(o.key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it('has unique currency ids and keys covering every product currency', () => {
    const keys = configCatalog.currency_lists.map((c) => c.key);
    expect(hasDuplicates(keys)).toBe(false);
    expect(hasDuplicates(configCatalog.currency_lists.map((c) => c.id))).toBe(false);
    expect(keys.sort()).toEqual([...new Set(productCountries.map((c) => c.currency))].sort());
    expect(configCatalog.currency_lists.find((c) => c.key === 'php')?.display_value).toBe('PHP ₱');
    for (const c of configCatalog.currency_lists) expect(c.display_value.startsWith(`${c.key.toUpperCase()} `)).toBe(true);
  });

  it('derives every seo_value from the English value with the spec rule', () => {
    for (const [, options] of catalogOptionLists) {
      for (const o of options) {
        expect(o.seo_value).toBe(toSeoValue(o.value));
        expect(o.seo_value).toMatch(SEO_PATTERN);
      }
    }
    for (const place of allPlaces) expect(toSeoValue(place.value)).toMatch(SEO_PATTERN);
  });

  it('turns spaces and slashes into hyphens and lowercases', () => {
    expect(toSeoValue('Sales / Business Development')).toBe('sales-business-development');
    expect(toSeoValue('Accounting/Finance')).toBe('accounting-finance');
    expect(toSeoValue('Full Stack Developer')).toBe('full-stack-developer');
    expect(toSeoValue('Parañaque')).toBe('paranaque');
    expect(configCatalog.salary_range_filters.map((s) => s.seo_value)).toEqual(['below-30k', '30k-50k', '50k-100k', 'above-100k', 'above-200k']);
  });

  it('follows the spec salary range labels', () => {
    const byKey = Object.fromEntries(configCatalog.salary_range_filters.map((s) => [s.key, s]));
    expect(byKey.below_30k).toMatchObject({ value: 'Below 30K', salary_from: 0, salary_to: 30000 });
    expect(byKey.above_100k).toMatchObject({ value: 'Above 100K', salary_from: 100001, salary_to: null });
    expect(byKey.above_200k).toMatchObject({ value: 'Above 200K', salary_from: 200001, salary_to: 400000 });
    for (const s of [...configCatalog.salary_range_filters, ...configCatalog.salary_ranges]) {
      const range = /^(\d+)K - (\d+)K$/.exec(s.value);
      if (range) expect([s.salary_from, s.salary_to]).toEqual([Number(range[1]) * 1000 + 1, Number(range[2]) * 1000]);
    }
  });

  it('has the function hierarchy main → sub-function → titles with key {seo}-{id}', () => {
    expect(configCatalog.main_functions.length).toBeGreaterThanOrEqual(8);
    expect(configCatalog.job_function_lists).toEqual(configCatalog.main_functions);
    const subs = subFunctions();
    expect(configCatalog.job_functions.map((s) => s.id)).toEqual(subs.map((s) => s.id));
    const titles = subs.flatMap((s) => s.sub_list as FunctionTitle[]);
    expect(configCatalog.function_titles.map((t) => t.id)).toEqual(titles.map((t) => t.id));
    const allIds = [...configCatalog.main_functions, ...subs, ...titles].map((n) => n.id);
    expect(hasDuplicates(allIds)).toBe(false);
    for (const sub of subs) expect(sub.sub_list.length).toBeGreaterThanOrEqual(3);
    for (const t of titles) {
      expect(t.key).toBe(`${t.seo_value}-${t.id}`);
      expect(t.function_title_value).toBe(t.value);
    }
  });

  it('has exactly the ten report-job reasons of spec section 3', () => {
    expect(configCatalog.report_job_reasons.map((r) => [r.id, r.title.toLowerCase(), r.category])).toEqual([
      [1, 'scam, phishing or malware', 'spam'],
      [2, 'promotional or spam', 'spam'],
      [3, 'discriminatory', 'discrimination'],
      [4, 'offensive or harassing', 'discrimination'],
      [5, 'extreme violence or terrorism', 'discrimination'],
      [6, 'job is closed', 'broken'],
      [7, 'incorrect company', 'broken'],
      [8, 'incorrect location', 'broken'],
      [9, 'incorrect formatting', 'broken'],
      [10, 'job does not belong on the platform', 'broken'],
    ]);
    for (const list of REASON_LISTS) {
      for (const r of configCatalog[list]) {
        expect(r.value).toBe(r.title);
        expect(r.description.length).toBeGreaterThan(0);
      }
    }
  });

  it('has the salary types and work arrangements of the api slice', () => {
    expect(configCatalog.salary_types.map((o) => [o.id, o.key, o.value])).toEqual([
      [1, 'daily', 'Daily'], [2, 'monthly', 'Monthly'], [3, 'annually', 'Annually'],
      [4, 'hourly', 'Hourly'], [5, 'negotiable', 'Negotiable'], [6, 'unpaid', 'Unpaid'],
    ]);
    expect(configCatalog.work_arrangements.map((o) => [o.id, o.key])).toEqual([[1, 'onsite'], [2, 'hybrid'], [3, 'remote']]);
    expect(configCatalog.job_types.map((o) => o.key)).toEqual(['full_time', 'part_time', 'contract', 'temporary', 'internship', 'freelance']);
  });

  it('lists every product country with its Country-Id and a dial code', () => {
    for (const country of productCountries.filter((c) => c.key !== 'com')) {
      const option = configCatalog.country_lists.find((o) => o.country_key === country.key);
      expect(option?.id, country.key).toBe(country.id);
    }
    expect(configCatalog.country_lists.find((o) => o.country_key === 'sg')?.code).toBe('+65');
    for (const o of configCatalog.country_lists) expect(o.code).toMatch(/^\+\d{1,4}$/);
    expect(configCatalog.country_lists.some((o) => o.is_sms_allowed)).toBe(true);
    expect(configCatalog.country_lists.some((o) => !o.is_sms_allowed)).toBe(true);
    expect(configCatalog.country_lists.length).toBeGreaterThan(18);
  });
});

describe('locations', () => {
  it('has regions for every country site, 8-15 locations each', () => {
    expect(Object.keys(locationsByCountry).sort()).toEqual([...countryKeys].sort());
    for (const key of countryKeys) {
      const count = locationsByCountry[key].flatMap((r) => r.locations).length;
      expect(count, key).toBeGreaterThanOrEqual(8);
      expect(count, key).toBeLessThanOrEqual(15);
    }
  });

  it('has globally unique ids and keys', () => {
    expect(hasDuplicates(allPlaces.map((p) => p.id))).toBe(false);
    expect(hasDuplicates(allPlaces.map((p) => p.key))).toBe(false);
  });

  it('has the Metro Manila cities', () => {
    const metroManila = locationsByCountry.ph.find((r) => r.value === 'Metro Manila');
    expect(metroManila?.locations.map((l) => l.value)).toEqual(
      expect.arrayContaining(['Makati', 'Taguig', 'Pasig', 'Quezon City', 'Manila', 'Mandaluyong']),
    );
  });
});

describe('translations', () => {
  it('has all ten languages', () => {
    expect([...languageCodes].sort()).toEqual(['ar', 'en-us', 'es-es', 'id', 'ja', 'ms', 'pt-br', 'tr', 'zh-cn', 'zh-tw']);
  });

  describe.each(languageCodes)('%s', (lang) => {
    const t = configTranslations[lang];

    it('translates every key of every list, and nothing else', () => {
      expect(Object.keys(t.lists).sort()).toEqual([...translatableLists].sort());
      for (const list of translatableLists) {
        const expected = (configCatalog[list] as ConfigOption[]).map((o) => o.key).sort();
        expect(Object.keys(t.lists[list]).sort(), `${lang} ${list}`).toEqual(expected);
        for (const value of Object.values(t.lists[list])) expect(value.trim().length).toBeGreaterThan(0);
      }
      const subKeys = subFunctions().map((s) => s.key).sort();
      expect(Object.keys(t.lists.job_functions).sort()).toEqual(subKeys);
    });

    it('translates every reason description', () => {
      for (const list of REASON_LISTS) {
        expect(Object.keys(t.reasonDescriptions[list]).sort(), `${lang} ${list}`).toEqual(configCatalog[list].map((r) => r.key).sort());
      }
    });

    it('names only known places', () => {
      const known = new Set(allPlaces.map((p) => p.key));
      for (const key of Object.keys(t.places)) expect(known.has(key), `${lang} ${key}`).toBe(true);
    });
  });

  it.each<LanguageCode>(['zh-cn', 'zh-tw', 'ja', 'ar'])('%s names every place in its own script', (lang) => {
    const places = configTranslations[lang].places;
    for (const place of allPlaces) {
      expect(places[place.key], `${lang} ${place.key}`).toBeTruthy();
      expect(places[place.key]).not.toBe(place.value);
    }
    for (const value of Object.values(configTranslations[lang].lists.job_types)) expect(value).toMatch(/[^ -~]/);
  });

  it('uses Arabic script for ar and different simplified / traditional Chinese', () => {
    expect(configTranslations.ar.lists.work_arrangements.remote).toMatch(/[\u0600-\u06FF]/);
    expect(configTranslations['zh-cn'].lists.industry_lists.information_technology).toBe('信息技术');
    expect(configTranslations['zh-tw'].lists.industry_lists.information_technology).toBe('資訊科技');
  });
});

describe('buildConfigLists', () => {
  const english = buildConfigLists('ph', 'en-us');

  it.each(countryKeys.flatMap((country) => languageCodes.map((lang) => [country, lang] as const)))(
    '%s / %s returns every list, seo values independent of language',
    (country, lang) => {
      const lists = buildConfigLists(country, lang);
      expect(Object.keys(lists).sort()).toEqual([...CONFIG_LIST_KEYS].sort());
      for (const key of CONFIG_LIST_KEYS) expect(Array.isArray(lists[key]) && lists[key].length > 0, key).toBe(true);
      expect(lists.location_lists.map((r) => r.id)).toEqual(locationsByCountry[country].map((r) => r.id));
      for (const region of lists.location_lists) {
        for (const location of region.locations) {
          expect(location.region_id).toBe(region.id);
          expect(location.region_value).toBe(region.value);
          expect(location.seo_value).toMatch(SEO_PATTERN);
        }
      }
      for (const key of CONFIG_LIST_KEYS.filter((k) => k !== 'location_lists' && k !== 'currency_lists')) {
        const seo = (lists[key] as ConfigOption[]).map((o) => [o.id, o.key, o.seo_value]);
        expect(seo, key).toEqual((english[key] as ConfigOption[]).map((o) => [o.id, o.key, o.seo_value]));
      }
    },
  );

  it('returns English values for en-us and the catalogue unchanged', () => {
    const { location_lists: _locations, ...rest } = english;
    expect(rest).toEqual(configCatalog satisfies ConfigCatalog);
  });

  it('translates values, titles and hierarchy nodes', () => {
    const zh = buildConfigLists('sg', 'zh-cn');
    expect(zh.salary_types.find((o) => o.key === 'monthly')?.value).toBe('月薪');
    const scam = zh.report_job_reasons[0];
    expect(scam?.title).toBe(scam?.value);
    expect(scam?.description).not.toBe(configCatalog.report_job_reasons[0]?.description);
    const title = (zh.main_functions[0]?.sub_list[0] as JobFunctionNode).sub_list[0] as FunctionTitle;
    expect(title.function_title_value).toBe('会计');
    expect(title.seo_value).toBe('accountant');
    expect(zh.location_lists[0]?.value).toBe('中区');
  });

  it('falls back to the global site for unknown countries and to English for unknown languages', () => {
    expect(resolveCountryKey('fr')).toBe('com');
    expect(resolveCountryKey('PH')).toBe('ph');
    expect(buildConfigLists('zz', 'en-us').location_lists).toEqual(buildConfigLists('com', 'en-us').location_lists);
    expect(buildConfigLists('ph', 'xx' as LanguageCode)).toEqual(english);
  });

  it('returns fresh objects on every call', () => {
    const a = buildConfigLists('ph', 'ja');
    a.job_types[0]!.value = 'mutated';
    (a.main_functions[0]!.sub_list[0] as JobFunctionNode).value = 'mutated';
    const b = buildConfigLists('ph', 'ja');
    expect(b.job_types[0]?.value).not.toBe('mutated');
    expect((b.main_functions[0]?.sub_list[0] as JobFunctionNode).value).not.toBe('mutated');
    expect(configCatalog.job_types[0]?.value).toBe('Full-time');
  });
});
