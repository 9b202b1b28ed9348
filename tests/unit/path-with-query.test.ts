/** A link to the current page is written alike from the server's re-serialized query and the address as typed. */
import { describe, expect, it } from 'vitest';
import { pathWithQuery } from '@web/lib/path-with-query';

describe('pathWithQuery', () => {
  it('writes the typed address and the server render\'s re-serialized one the same way', () => {
    const typed = pathWithQuery({ pathname: '/jobs-hiring/accountant-jobs', search: '?jobType=full-time,part-time&sort=3' });
    const serverSide = pathWithQuery({ pathname: '/jobs-hiring/accountant-jobs', search: `?${new URLSearchParams('jobType=full-time,part-time&sort=3').toString()}` });
    expect(typed).toBe(serverSide);
    expect(typed).toBe('/jobs-hiring/accountant-jobs?jobType=full-time%2Cpart-time&sort=3');
    expect(pathWithQuery({ pathname: '/x', search: '?q=a%20b' })).toBe(pathWithQuery({ pathname: '/x', search: '?q=a+b' }));
  });

  it('has no question mark without a query', () => {
    expect(pathWithQuery({ pathname: '/companies', search: '' })).toBe('/companies');
    expect(pathWithQuery({ pathname: '/companies', search: '?' })).toBe('/companies');
  });
});
