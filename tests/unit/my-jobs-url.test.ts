/**
 * The address of a My jobs view (my-jobs-url.ts): "Fits my preferences" and the best-fit order are read and
 * written on the seeker's own job lists only; the recommendation and recruiter lists read neither, and a
 * view survives its own address.
 */
import { describe, expect, it } from 'vitest';
import { hasFilters, JOB_LIST_TABS, MY_JOBS_TABS, sortsOf, viewOf, viewSearch, type MyJobsTab } from '../../web/src/features/my-jobs/my-jobs-url';

const params = (query: string) => new URLSearchParams(query);
const OTHER_TABS = MY_JOBS_TABS.filter((tab) => !(JOB_LIST_TABS as readonly MyJobsTab[]).includes(tab));

describe('fits my preferences in the address', () => {
  it('is read on every job list', () => {
    for (const tab of JOB_LIST_TABS) expect(viewOf(tab, params('fits_preferences=true')).filters, tab).toEqual({ fitsPreferences: true });
  });

  it('is no filter when the address says anything but true', () => {
    for (const value of ['false', '1', 'yes', '']) expect(viewOf('saved', params(`fits_preferences=${value}`)).filters, value).toEqual({});
  });

  it('is not read on the recommendation and recruiter lists', () => {
    expect(OTHER_TABS).toEqual(['recommended', 'who-viewed-me', 'interested-in-me', 'personalized-picks']);
    for (const tab of OTHER_TABS) expect(viewOf(tab, params('fits_preferences=true&arrangement=2')).filters, tab).toEqual({});
  });

  it('is written beside the other filters, and counts as a filter (Reset and the empty state offer to clear it)', () => {
    expect(viewSearch({ sort: undefined, page: 1, filters: { fitsPreferences: true } })).toBe('?fits_preferences=true');
    expect(viewSearch({ sort: 'salary', page: 2, filters: { arrangement: 2, fitsPreferences: true } })).toBe('?sort=salary&arrangement=2&fits_preferences=true&page=2');
    expect(viewSearch({ sort: undefined, page: 1, filters: { fitsPreferences: undefined } })).toBe('');
    expect(hasFilters({ fitsPreferences: true })).toBe(true);
    expect(hasFilters({ fitsPreferences: undefined })).toBe(false);
  });
});

describe('the best-fit order in the address', () => {
  it('is offered on the job lists, after the orders every list has', () => {
    for (const tab of JOB_LIST_TABS) expect(sortsOf(tab), tab).toEqual(['newest', 'relevance', 'salary', 'fit']);
    for (const tab of OTHER_TABS) expect(sortsOf(tab), tab).toEqual(['newest', 'relevance', 'salary']);
  });

  it('is read on the job lists only: elsewhere the list keeps its own order', () => {
    for (const tab of JOB_LIST_TABS) expect(viewOf(tab, params('sort=fit')).sort, tab).toBe('fit');
    for (const tab of OTHER_TABS) expect(viewOf(tab, params('sort=fit')).sort, tab).toBeUndefined();
    expect(viewOf('recommended', params('sort=salary')).sort).toBe('salary');
  });
});

describe('a view and its address', () => {
  it('reads back what it wrote', () => {
    const view = viewOf('applied', params('sort=fit&job_type=3&arrangement=2&status=pending&fits_preferences=true&page=3'));
    expect(view).toEqual({ tab: 'applied', sort: 'fit', filters: { jobType: 3, arrangement: 2, status: 'pending', fitsPreferences: true }, page: 3 });
    expect(viewOf('applied', params(viewSearch(view).slice(1)))).toEqual(view);
  });
});
