import { describe, expect, it } from 'vitest';
import { buildSeoLookups, type SeoConfigLists } from '@web/lib/job-search-url/lookups';
import { toJobSearchRequest } from '@web/lib/job-search-url/request';
import { mergeSalaryRanges, salaryRangeFromLabel, salaryRangeFromSeo } from '@web/lib/job-search-url/salary';

describe('salary ranges (spec section 5)', () => {
  it('reads the four label rules', () => {
    expect(salaryRangeFromLabel('Below 30K')).toEqual({ from: 0, to: 30000 });
    expect(salaryRangeFromLabel('Above 200K')).toEqual({ from: 200001, to: 400000 });
    expect(salaryRangeFromLabel('Above 100K')).toEqual({ from: 100001, to: null });
    expect(salaryRangeFromLabel('30K - 50K')).toEqual({ from: 30000, to: 50000 });
  });

  it('tolerates spacing, case, dashes and currency symbols', () => {
    expect(salaryRangeFromLabel(' 50k-100k ')).toEqual({ from: 50000, to: 100000 });
    expect(salaryRangeFromLabel('₱30K – ₱50K')).toEqual({ from: 30000, to: 50000 });
    expect(salaryRangeFromLabel('1.5K - 2K')).toEqual({ from: 1500, to: 2000 });
    expect(salaryRangeFromLabel('below 30k')).toEqual({ from: 0, to: 30000 });
  });

  it('rejects what it cannot read', () => {
    for (const bad of ['', 'Negotiable', '50K - 30K', 'Above', '30K -', 'abc - def']) expect(salaryRangeFromLabel(bad)).toBeNull();
  });

  it('reads seo values', () => {
    expect(salaryRangeFromSeo('below-30k')).toEqual({ from: 0, to: 30000 });
    expect(salaryRangeFromSeo('30k-50k')).toEqual({ from: 30000, to: 50000 });
    expect(salaryRangeFromSeo('above-100k')).toEqual({ from: 100001, to: null });
    expect(salaryRangeFromSeo('above-200k')).toEqual({ from: 200001, to: 400000 });
    expect(salaryRangeFromSeo('negotiable')).toBeNull();
  });

  it('merges several ranges into their union', () => {
    expect(mergeSalaryRanges([{ from: 30000, to: 50000 }, { from: 0, to: 30000 }])).toEqual({ from: 0, to: 50000 });
    expect(mergeSalaryRanges([{ from: 30000, to: 50000 }, { from: 100001, to: null }])).toEqual({ from: 30000, to: null });
    expect(mergeSalaryRanges([])).toBeNull();
  });
});

const option = (id: number, seo: string, value = seo) => ({ id, key: seo, value, seo_value: seo });

const lists: SeoConfigLists = {
  location_lists: [{ locations: [option(1, 'makati'), option(2, 'taguig')] }, { locations: [option(3, 'cebu-city')] }],
  job_category_lists: [option(11, 'accounting')],
  industry_lists: [option(21, 'banking')],
  job_types: [option(31, 'full-time')],
  xp_lvls: [option(41, '1-3-years')],
  degrees: [option(51, 'bachelor')],
  salary_range_filters: [
    { ...option(61, 'below-30k', 'Below 30K'), salary_from: 0, salary_to: 30000 },
    { ...option(62, '30k-50k', '30K - 50K'), salary_from: 30000, salary_to: 50000 },
    { ...option(63, 'above-200k', 'Above 200K'), salary_from: 200001, salary_to: null },
    // A translated label and opaque seo value: only the numeric fields can be used.
    { ...option(64, 'band-x', '五万以上'), salary_from: 50001, salary_to: 60000 },
  ],
  main_functions: [
    {
      ...option(71, 'finance'),
      sub_list: [{ ...option(72, 'accounting-audit'), sub_list: [option(73, 'accountant')] }],
    },
  ],
  job_functions: [],
  function_titles: [option(74, 'auditor')],
  company_sizes: [option(81, '11-50')],
  company_financing_stage_lists: [option(91, 'series-a')],
  job_benefit_lists: [option(101, 'hmo')],
  work_arrangements: [
    { id: 1, key: 'onsite', value: 'On-site', seo_value: 'on-site' },
    { id: 2, key: 'hybrid', value: 'Hybrid', seo_value: 'hybrid' },
    { id: 3, key: 'remote', value: 'Remote', seo_value: 'remote' },
  ],
};
const lookups = buildSeoLookups(lists);

describe('toJobSearchRequest', () => {
  it('applies the defaults', () => {
    expect(toJobSearchRequest({}, lookups)).toEqual({ sort: 1, page: 1, size: 30, source: 'web' });
    expect(toJobSearchRequest({ query: ' nurse ' }, lookups)).toEqual({ query: 'nurse', sort: 2, page: 1, size: 30, source: 'web' });
    expect(toJobSearchRequest({ query: 'nurse', sort: 1, page: 3 }, lookups, { source: 'mobile_web', size: 500 })).toMatchObject({
      sort: 1,
      page: 3,
      size: 100,
      source: 'mobile_web',
    });
  });

  it('maps every filter to ids and drops unknown seo values', () => {
    const request = toJobSearchRequest(
      {
        locations: ['makati', 'nowhere', 'CEBU-CITY', 'makati'],
        categories: ['accounting'],
        industries: ['banking'],
        jobTypes: ['full-time'],
        workExperience: ['1-3-years'],
        qualification: ['bachelor'],
        salary: ['30k-50k', 'below-30k', 'unknown-band'],
        verifiedCompany: true,
        mainFunctions: ['finance'],
        jobFunctions: ['accounting-audit'],
        functionTitles: ['accountant-73', 'auditor-74', 'auditor-99'],
        companySizes: ['11-50'],
        financingStages: ['series-a'],
        benefits: ['hmo', 'gym'],
        workArrangements: ['onsite', 'remote'],
      },
      lookups,
    );
    expect(request).toEqual({
      job_locations: [1, 3],
      job_categories: [11],
      industries: [21],
      salary_from: 0,
      salary_to: 50000,
      degrees: [51],
      xp_lvls: [41],
      job_types: [31],
      is_company_verified: true,
      main_functions: [71],
      job_function_ids: [72],
      function_job_title_ids: [73, 74],
      company_sizes: [81],
      financing_stages: [91],
      job_benefits: [101],
      work_arrangements: [1, 3],
      sort: 1,
      page: 1,
      size: 30,
      source: 'web',
    });
  });

  it('sends no upper salary bound when a selected range has none', () => {
    const lk = buildSeoLookups({ salary_range_filters: [{ ...option(1, 'above-100k', 'Above 100K'), salary_from: 100001, salary_to: null }] });
    const request = toJobSearchRequest({ salary: ['above-100k'] }, lk);
    expect(request.salary_from).toBe(100001);
    expect(request).not.toHaveProperty('salary_to');
  });

  it('caps "Above 200K" and falls back to numeric fields for unreadable labels', () => {
    expect(toJobSearchRequest({ salary: ['above-200k'] }, lookups)).toMatchObject({ salary_from: 200001, salary_to: 400000 });
    expect(toJobSearchRequest({ salary: ['band-x'] }, lookups)).toMatchObject({ salary_from: 50001, salary_to: 60000 });
  });

  it('omits lists whose values are all unknown', () => {
    const request = toJobSearchRequest({ locations: ['atlantis'], salary: ['nope'] }, lookups);
    expect(request).toEqual({ sort: 1, page: 1, size: 30, source: 'web' });
  });
});
