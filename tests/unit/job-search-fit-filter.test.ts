/**
 * "Fits my preferences" and the best-fit sort (issue 26) in the job-search URL codec: their URL form, the
 * request they make (fits_preferences, sort 4), a plain form's hidden fields, the panel's filter count,
 * and what a guest is shown of a seeker's link.
 */
import { describe, expect, it } from 'vitest';
import { activeFilterCount, withoutPanelFilters } from '@web/features/job-search/filter-options';
import { decodeJobSearchUrl } from '@web/lib/job-search-url/decode';
import { encodeJobSearchUrl, jobSearchHref } from '@web/lib/job-search-url/encode';
import { asGuestSearch } from '@web/lib/job-search-url/guest-search';
import { buildSeoLookups } from '@web/lib/job-search-url/lookups';
import { normalizeFilters } from '@web/lib/job-search-url/normalize';
import { plainFormSearchRedirect, searchFormHiddenFields } from '@web/lib/job-search-url/plain-form';
import { toJobSearchRequest } from '@web/lib/job-search-url/request';
import { JobSearchSort, type JobSearchFilters } from '@web/lib/job-search-url/types';

function decodeUrl(url: string): JobSearchFilters {
  const [path = '', search = ''] = url.split('?');
  return decodeJobSearchUrl(path, search);
}

const lookups = buildSeoLookups({
  location_lists: [{ locations: [{ id: 211, key: 'makati', value: 'Makati', seo_value: 'makati' }] }],
  job_types: [{ id: 1, key: 'full-time', value: 'Full-time', seo_value: 'full-time' }],
});

describe('the URL of "fits my preferences" and best fit', () => {
  it.each<[JobSearchFilters, string]>([
    [{ fitsPreferences: true }, '/jobs-hiring/job-search?fitsPreferences=true'],
    [{ sort: JobSearchSort.BestFit }, '/jobs-hiring/job-search?sort=4'],
    [{ query: 'accountant', sort: JobSearchSort.BestFit, fitsPreferences: true }, '/jobs-hiring/accountant-jobs?sort=4&fitsPreferences=true'],
    [
      { query: 'accountant', locations: ['makati'], jobTypes: ['full-time'], verifiedCompany: true, fitsPreferences: true, page: 2 },
      '/jobs-hiring/accountant-jobs-in-makati?page=2&jobType=full-time&verifiedCompany=true&fitsPreferences=true',
    ],
    // Off is the default: never written.
    [{ fitsPreferences: false, verifiedCompany: false }, '/jobs-hiring/job-search'],
  ])('%j ↔ %s', (filters, url) => {
    expect(encodeJobSearchUrl(filters)).toBe(url);
    expect(decodeUrl(url)).toStrictEqual(normalizeFilters(filters));
  });

  it('keeps the language prefix', () => {
    expect(jobSearchHref('ar', { fitsPreferences: true, sort: JobSearchSort.BestFit })).toBe('/ar/jobs-hiring/job-search?sort=4&fitsPreferences=true');
  });

  it('reads the filter as on only for "true" or "1", whatever the case, and never fails on other values', () => {
    for (const on of ['true', 'TRUE', 'True', '1', 'true,false']) {
      expect(decodeJobSearchUrl('/jobs-hiring/job-search', `?fitsPreferences=${on}`)).toStrictEqual({ fitsPreferences: true });
    }
    for (const off of ['false', '0', 'yes', '', '%E0%A4', 'on']) {
      expect(decodeJobSearchUrl('/jobs-hiring/job-search', `?fitsPreferences=${off}`)).toStrictEqual({});
    }
    // The key is case-sensitive like every other: an unknown key is ignored.
    expect(decodeJobSearchUrl('/jobs-hiring/job-search', '?fitspreferences=true')).toStrictEqual({});
  });

  it('reads sort 4 and drops sorts the contract does not have', () => {
    expect(decodeJobSearchUrl('/jobs-hiring/nurse-jobs', '?sort=4')).toStrictEqual({ query: 'nurse', sort: JobSearchSort.BestFit });
    expect(decodeJobSearchUrl('/jobs-hiring/nurse-jobs', '?sort=5')).toStrictEqual({ query: 'nurse' });
    expect(decodeJobSearchUrl('/jobs-hiring/nurse-jobs', '?sort=0')).toStrictEqual({ query: 'nurse' });
  });

  it('is kept by a search form submitted as plain HTML', () => {
    const filters: JobSearchFilters = { query: 'nurse', fitsPreferences: true, sort: JobSearchSort.BestFit };
    expect(searchFormHiddenFields(filters)).toStrictEqual([
      { name: 'sort', value: '4' },
      { name: 'fitsPreferences', value: 'true' },
    ]);
    const submitted = new URL('http://localhost/jobs-hiring/job-search?query=accountant&location=&sort=4&fitsPreferences=true');
    expect(plainFormSearchRedirect('en-us', submitted)).toBe('/jobs-hiring/accountant-jobs?sort=4&fitsPreferences=true');
  });
});

describe('the request of "fits my preferences" and best fit', () => {
  it('asks for fits_preferences and sort 4', () => {
    expect(toJobSearchRequest({ fitsPreferences: true, sort: JobSearchSort.BestFit }, lookups)).toEqual({
      fits_preferences: true,
      sort: 4,
      page: 1,
      size: 30,
      source: 'web',
    });
    expect(toJobSearchRequest(decodeUrl('/jobs-hiring/accountant-jobs-in-makati?jobType=full-time&fitsPreferences=true'), lookups)).toEqual({
      query: 'accountant',
      job_locations: [211],
      job_types: [1],
      fits_preferences: true,
      sort: 2,
      page: 1,
      size: 30,
      source: 'web',
    });
  });

  it('sends nothing for the filter when it is off', () => {
    expect(toJobSearchRequest({ fitsPreferences: false }, lookups)).not.toHaveProperty('fits_preferences');
    expect(toJobSearchRequest({}, lookups)).not.toHaveProperty('fits_preferences');
  });
});

describe('the filter panel', () => {
  it('counts the filter and resets it with the others, keeping the sort', () => {
    const filters: JobSearchFilters = { query: 'nurse', jobTypes: ['full-time'], fitsPreferences: true, sort: JobSearchSort.BestFit };
    expect(activeFilterCount(filters)).toBe(2);
    expect(withoutPanelFilters(filters)).toStrictEqual({ query: 'nurse', sort: JobSearchSort.BestFit });
  });
});

describe('a seeker’s link, as a guest is shown it', () => {
  it('has no "fits my preferences", and best fit reads as newest, as the search service reads them for a guest', () => {
    expect(asGuestSearch({ fitsPreferences: true, jobTypes: ['full-time'] })).toStrictEqual({ jobTypes: ['full-time'] });
    // Newest is the default without a query: no sort left.
    expect(asGuestSearch({ sort: JobSearchSort.BestFit, page: 2 })).toStrictEqual({ page: 2 });
    // With a query the default is relevance: newest stays.
    expect(asGuestSearch({ query: 'nurse', sort: JobSearchSort.BestFit, fitsPreferences: true })).toStrictEqual({ query: 'nurse', sort: JobSearchSort.Newest });
  });

  it('is the same object when the link has neither', () => {
    const filters: JobSearchFilters = { query: 'nurse', sort: JobSearchSort.HighestSalary, verifiedCompany: true };
    expect(asGuestSearch(filters)).toBe(filters);
  });
});
