import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeJobSearchUrl } from '@web/lib/job-search-url/decode';
import { encodeJobSearchUrl, jobSearchHref } from '@web/lib/job-search-url/encode';
import { plainFormSearchRedirect, searchFormHiddenFields, SEARCH_LOCATION_FIELD, SEARCH_TEXT_FIELD } from '@web/lib/job-search-url/plain-form';
import { defaultSort, normalizeFilters } from '@web/lib/job-search-url/normalize';
import { WORK_ARRANGEMENTS, type JobSearchFilters } from '@web/lib/job-search-url/types';
import type { LanguageCode } from '@web/lib/languages';

function roundTrip(url: string): JobSearchFilters {
  const q = url.indexOf('?');
  return q === -1 ? decodeJobSearchUrl(url, '') : decodeJobSearchUrl(url.slice(0, q), url.slice(q));
}

// Words that stress the path escape: separators of the keyword segment itself.
const trickyWord = fc.constantFrom('jobs', 'JOBS', 'in', 'In', '-', '--', 'job-search', '-jobs', 'jobs-in', 'c++', '100%', 'a/b', '?', '#', '&', '=', ',', '.', '..', 'مطور', 'برمجيات', '開発者', '😀', ' ');
const query = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }), // includes lone surrogates
  fc.array(fc.oneof(trickyWord, fc.string({ minLength: 1, maxLength: 6 })), { maxLength: 6 }).map((w) => w.join(' ')),
);
const seoLike = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/);
const oddValue = fc.oneof(seoLike, fc.string({ maxLength: 8 }), trickyWord, fc.constantFrom('a,b', 'x-jobs-in-y', 'jobs', '', '  '));
const values = fc.array(fc.oneof({ weight: 4, arbitrary: seoLike }, { weight: 1, arbitrary: oddValue }), { maxLength: 4 });

const filters: fc.Arbitrary<JobSearchFilters> = fc.record(
  {
    query,
    locations: values,
    categories: values,
    industries: values,
    jobTypes: values,
    workExperience: values,
    qualification: values,
    salary: values,
    verifiedCompany: fc.boolean(),
    mainFunctions: values,
    jobFunctions: values,
    functionTitles: values,
    companySizes: values,
    financingStages: values,
    benefits: values,
    workArrangements: fc.array(fc.constantFrom(...WORK_ARRANGEMENTS), { maxLength: 4 }),
    fitsPreferences: fc.boolean(),
    sort: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
    page: fc.oneof(fc.integer({ min: -3, max: 500 }), fc.constant(1.5)),
  },
  { requiredKeys: [] },
);

describe('job-search URL codec: properties', () => {
  it('decode(encode(f)) equals normalizeFilters(f)', () => {
    fc.assert(
      fc.property(filters, (f) => {
        expect(roundTrip(encodeJobSearchUrl(f))).toStrictEqual(normalizeFilters(f));
      }),
      { numRuns: 2000 },
    );
  });

  it('encoding is stable through decode', () => {
    fc.assert(
      fc.property(filters, (f) => {
        const url = encodeJobSearchUrl(f);
        expect(encodeJobSearchUrl(roundTrip(url))).toBe(url);
      }),
    );
  });

  it('normalizeFilters is idempotent', () => {
    fc.assert(
      fc.property(filters, (f) => {
        expect(normalizeFilters(normalizeFilters(f))).toStrictEqual(normalizeFilters(f));
      }),
    );
  });

  it('never writes empty, default or falsy values', () => {
    fc.assert(
      fc.property(filters, (f) => {
        const url = encodeJobSearchUrl(f);
        const [path = '', search] = url.split('?');
        expect(path.split('/')).toEqual(['', 'jobs-hiring', expect.any(String)]);
        expect(search).not.toBe(''); // no dangling "?"
        for (const pair of (search ?? '').split('&').filter(Boolean)) {
          const [key, value = ''] = pair.split('=');
          expect(key).toBeTruthy();
          expect(value.split(',').every((v) => v.length > 0)).toBe(true);
        }
        expect(url).not.toMatch(/[?&]page=1(&|$)/);
        expect(url).not.toContain('verifiedCompany=false');
        expect(url).not.toContain('fitsPreferences=false');
        expect(url).not.toMatch(/\s/);
      }),
    );
  });

  it('filters made only of empty or falsy values give the bare search URL', () => {
    const blank = fc.constantFrom('', ' ', '\t', '\n ', '\u00a0');
    const empty: fc.Arbitrary<JobSearchFilters> = fc.record(
      {
        query: blank,
        locations: fc.array(blank, { maxLength: 3 }),
        salary: fc.array(blank, { maxLength: 3 }),
        functionTitles: fc.constant([]),
        verifiedCompany: fc.constant(false),
        fitsPreferences: fc.constant(false),
        page: fc.constantFrom(0, 1, -1, Number.NaN, 1.5),
        sort: fc.constant(1 as const),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(empty, (f) => {
        expect(encodeJobSearchUrl(f)).toBe('/jobs-hiring/job-search');
      }),
    );
  });

  it('drops the sort that equals the default (1 without a query, 2 with one)', () => {
    fc.assert(
      fc.property(filters, (f) => {
        const url = encodeJobSearchUrl({ ...f, sort: defaultSort(f) });
        expect(url).not.toContain('sort=');
        expect(defaultSort(f)).toBe(normalizeFilters(f).query ? 2 : 1);
      }),
    );
  });

  it("reads a query as the server's router re-serializes it (URLSearchParams) the same as the query as typed", () => {
    const piece = fc.oneof(
      fc.constantFrom('jobType=', 'industry=', 'remote=', 'sort=', 'page=', 'query=', 'verifiedCompany=', 'fitsPreferences=', '&', '=', ',', '%2C', '%2c', '+', '%20', '%', '%E0%A4', '%2B', '?'),
      fc.constantFrom('full-time', 'Part-Time', 'remote', 'Hybrid', '3', '1', 'true', 'a,b', ' '),
      fc.string({ maxLength: 4 }).filter((text) => !text.includes('#')),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const typed = `?${pieces.join('')}`;
        const reserialized = `?${new URLSearchParams(typed).toString()}`;
        expect(decodeJobSearchUrl('/jobs-hiring/nurse-jobs', reserialized)).toStrictEqual(decodeJobSearchUrl('/jobs-hiring/nurse-jobs', typed));
      }),
      { numRuns: 2000 },
    );
  });

  it('decoding arbitrary input never throws and returns normalized filters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, search) => {
        const decoded = decodeJobSearchUrl(`/jobs-hiring/${path}`, search);
        expect(decoded).toStrictEqual(normalizeFilters(decoded));
      }),
    );
  });
});

describe('job-search URL codec: examples', () => {
  it.each<[JobSearchFilters, string]>([
    [{}, '/jobs-hiring/job-search'],
    [{ query: 'accountant', locations: ['makati'] }, '/jobs-hiring/accountant-jobs-in-makati'],
    [{ query: 'accountant', salary: ['30k-50k', '50k-100k'], page: 2 }, '/jobs-hiring/accountant-jobs?page=2&salary=30k-50k,50k-100k'],
    [{ query: '  senior   accountant ' }, '/jobs-hiring/senior-accountant-jobs'],
    [{ query: 'accountant', locations: ['makati', 'taguig'] }, '/jobs-hiring/accountant-jobs?location=makati,taguig'],
    [{ locations: ['makati'] }, '/jobs-hiring/job-search?location=makati'],
    [{ query: 'front-end developer' }, '/jobs-hiring/front%2Dend-developer-jobs'],
    [{ query: 'jobs in manila' }, '/jobs-hiring/%6Aobs-in-manila-jobs'],
    [{ query: 'part time jobs' }, '/jobs-hiring/part-time-jobs-jobs'],
    [{ query: 'c++/c#?' }, '/jobs-hiring/c%2B%2B%2Fc%23%3F-jobs'],
    [{ query: 'مطور' }, `/jobs-hiring/${encodeURIComponent('مطور')}-jobs`],
    [{ sort: 1, page: 1, verifiedCompany: false, industries: [], query: ' ' }, '/jobs-hiring/job-search'],
    [{ sort: 2 }, '/jobs-hiring/job-search?sort=2'],
    [{ query: 'nurse', sort: 2 }, '/jobs-hiring/nurse-jobs'],
    [{ query: 'nurse', sort: 1 }, '/jobs-hiring/nurse-jobs?sort=1'],
    [
      {
        workArrangements: ['remote', 'hybrid'],
        benefits: ['hmo'],
        financingStages: ['series-a'],
        companySizes: ['11-50'],
        functionTitles: ['accountant-12'],
        jobFunctions: ['finance'],
        mainFunctions: ['accounting'],
        sort: 3,
        verifiedCompany: true,
        qualification: ['bachelor'],
        locations: ['cebu'],
        salary: ['below-30k'],
        jobTypes: ['full-time'],
        categories: ['it'],
        workExperience: ['1-3-years'],
        industries: ['banking'],
        fitsPreferences: true,
        page: 4,
      },
      '/jobs-hiring/job-search?page=4&industry=banking&workExperience=1-3-years&category=it&jobType=full-time&salary=below-30k' +
        '&location=cebu&qualification=bachelor&verifiedCompany=true&sort=3&mainFunctions=accounting&jobFunctions=finance' +
        '&functionTitles=accountant-12&companySize=11-50&financingStage=series-a&benefits=hmo&remote=remote,hybrid&fitsPreferences=true',
    ],
  ])('%j → %s', (f, url) => {
    expect(encodeJobSearchUrl(f)).toBe(url);
    expect(roundTrip(url)).toStrictEqual(normalizeFilters(f));
  });

  it('dedupes values in their given order', () => {
    expect(encodeJobSearchUrl({ industries: ['b', 'a', 'b', ' a '] })).toBe('/jobs-hiring/job-search?industry=b,a');
  });

  it('decodes with a language prefix, trailing slash, unknown keys and malformed values', () => {
    // A bad escape reads as U+FFFD, as URLSearchParams (and so the server's router) reads it: it names no option.
    expect(
      decodeJobSearchUrl('/ja/jobs-hiring/accountant-jobs-in-makati/', '?foo=bar&page=abc&sort=9&location=taguig&salary=%E0%A4&verifiedCompany=1&remote=Remote,mars'),
    ).toStrictEqual({ query: 'accountant', locations: ['makati', 'taguig'], salary: ['\uFFFD'], verifiedCompany: true, workArrangements: ['remote'] });
  });

  it('accepts URLSearchParams-style encoding and a ?query= fallback, whose commas are text', () => {
    expect(decodeJobSearchUrl('/jobs-hiring/job-search', 'query=sales%2C+marketing&industry=it%2Cbanking')).toStrictEqual({
      query: 'sales, marketing',
      industries: ['it', 'banking'],
    });
  });

  it('treats unrecognised segments and bad escapes as no query', () => {
    expect(decodeJobSearchUrl('/jobs-hiring/whatever', '')).toStrictEqual({});
    expect(decodeJobSearchUrl('/jobs-hiring/100%-jobs', '')).toStrictEqual({});
    expect(decodeJobSearchUrl('/jobs-hiring', '?page=3')).toStrictEqual({ page: 3 });
  });

  it('reads a separator case-insensitively', () => {
    expect(decodeJobSearchUrl('/jobs-hiring/Nurse-Jobs-In-cebu', '')).toStrictEqual({ query: 'Nurse', locations: ['cebu'] });
  });
});

/**
 * A search form as the browser submits it without JavaScript: a GET of its fields, in document order
 * (the text, the location select, then the hidden filters), to the bare search URL.
 */
function plainFormSubmission(language: LanguageCode, typed: string, shown: JobSearchFilters): URL {
  const fields = new URLSearchParams([
    [SEARCH_TEXT_FIELD, typed],
    [SEARCH_LOCATION_FIELD, shown.locations?.[0] ?? ''],
    ...searchFormHiddenFields(shown).map(({ name, value }): [string, string] => [name, value]),
  ]);
  return new URL(`${jobSearchHref(language)}?${fields.toString()}`, 'http://localhost');
}

describe('job-search URL codec: search forms as plain HTML', () => {
  const language = fc.constantFrom<LanguageCode>('en-us', 'ar', 'ja');

  it('a submission lands on the canonical URL of the typed text with the page\'s other filters, on page 1', () => {
    fc.assert(
      fc.property(filters, query, language, (f, typed, lang) => {
        // The page's filters are what its URL decodes to: normalized.
        const shown = normalizeFilters(f);
        const target = plainFormSearchRedirect(lang, plainFormSubmission(lang, typed, shown));
        expect(target).toBe(jobSearchHref(lang, { ...shown, query: typed, page: undefined }));
        // The canonical URL is no form submission: no second redirect.
        expect(plainFormSearchRedirect(lang, new URL(target ?? '', 'http://localhost'))).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });

  it('examples: the language prefix is kept, the typed text wins over the path, no form text is no redirect', () => {
    const url = (path: string) => new URL(path, 'http://localhost');
    expect(plainFormSearchRedirect('ar', url('/ar/jobs-hiring/job-search?query=data+analyst&location=&jobType=full_time'))).toBe(
      '/ar/jobs-hiring/data-analyst-jobs?jobType=full_time',
    );
    expect(plainFormSearchRedirect('en-us', url('/jobs-hiring/nurse-jobs-in-cebu?query=accountant'))).toBe('/jobs-hiring/accountant-jobs-in-cebu');
    expect(plainFormSearchRedirect('en-us', url('/jobs-hiring/job-search?query=&location=makati'))).toBe('/jobs-hiring/job-search?location=makati');
    expect(plainFormSearchRedirect('en-us', url('/jobs-hiring/accountant-jobs?jobType=full_time'))).toBeUndefined();
  });

  it('keeps every other filter as hidden fields, one per value, without the text, the page or the shown location', () => {
    expect(
      searchFormHiddenFields({ query: 'nurse', page: 3, locations: ['cebu', 'makati'], industries: ['it,banking', 'health'], verifiedCompany: true, sort: 3 }),
    ).toStrictEqual([
      { name: 'industry', value: 'it' },
      { name: 'industry', value: 'banking' },
      { name: 'industry', value: 'health' },
      { name: 'location', value: 'makati' },
      { name: 'verifiedCompany', value: 'true' },
      { name: 'sort', value: '3' },
    ]);
  });
});
