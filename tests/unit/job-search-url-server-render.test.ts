/**
 * Issue 24: a shared search link rendered "Filters (1)" on the server and "Filters (2)" in the browser
 * (React error #418). The server renders with the location React Router's request handler gives: its
 * query re-serialized by URLSearchParams ("," → "%2C"). The browser hydrates with the address as typed.
 * Both must decode to the same filters, whatever the link's encoding.
 */
import { describe, expect, it } from 'vitest';
import { activeFilterCount } from '@web/features/job-search/filter-options';
import { filtersFromLocation } from '@web/lib/job-search-url/decode';
import { buildSeoLookups } from '@web/lib/job-search-url/lookups';
import { toJobSearchRequest } from '@web/lib/job-search-url/request';
import { seenOnServer } from '../support/job-search-server-location';

const PATH = '/jobs-hiring/accountant-jobs-in-makati';

const lists = {
  job_types: [
    { id: 1, key: 'full_time', value: 'Full-time', seo_value: 'full-time' },
    { id: 2, key: 'part_time', value: 'Part-time', seo_value: 'part-time' },
    { id: 3, key: 'contract', value: 'Contract', seo_value: 'contract' },
  ],
  location_lists: [{ locations: [{ id: 42, seo_value: 'makati' }] }],
};

describe('a shared search link decodes the same on the server and in the browser', () => {
  it.each([
    ['a literal comma (issue 24)', 'jobType=full-time,part-time&sort=3', ['full-time', 'part-time']],
    ['an escaped comma', 'jobType=full-time%2Cpart-time&sort=3', ['full-time', 'part-time']],
    ['a lower-case escaped comma', 'jobType=full-time%2cpart-time&sort=3', ['full-time', 'part-time']],
    ['a repeated parameter', 'jobType=full-time&jobType=part-time&sort=3', ['full-time', 'part-time']],
    ['"+" around the values', 'jobType=+full-time+,+part-time+&sort=3', ['full-time', 'part-time']],
    ['escaped spaces around the values', 'jobType=full-time%20,%20part-time&sort=3', ['full-time', 'part-time']],
    ['upper-case values', 'jobType=FULL-TIME,Part-Time&sort=3', ['FULL-TIME', 'Part-Time']],
    ['an unknown value mixed in', 'jobType=full-time,permanent-ish,part-time&sort=3', ['full-time', 'permanent-ish', 'part-time']],
  ])('%s: %s', async (_name, query, jobTypes) => {
    const link = `http://localhost${PATH}?${query}`;
    const browser = new URL(link);
    const inBrowser = filtersFromLocation(browser.pathname, browser.search);
    const server = await seenOnServer(link);

    expect(inBrowser).toStrictEqual({ query: 'accountant', locations: ['makati'], jobTypes, sort: 3 });
    expect(filtersFromLocation(server.render.pathname, server.render.search)).toStrictEqual(inBrowser);
    expect(filtersFromLocation(server.loader.pathname, server.loader.search)).toStrictEqual(inBrowser);
    expect(activeFilterCount(inBrowser)).toBe(jobTypes.length);
    // Whatever the spelling, the search asked for is full-time and part-time jobs.
    expect(toJobSearchRequest(inBrowser, buildSeoLookups(lists))).toMatchObject({ job_types: [1, 2], job_locations: [42], sort: 3 });
  });

  it("the server render's location is the re-serialized query (why a raw-comma reading failed)", async () => {
    const server = await seenOnServer(`http://localhost${PATH}?jobType=full-time,part-time&sort=3`);
    expect(server.render.search).toBe('?jobType=full-time%2Cpart-time&sort=3');
  });
});
