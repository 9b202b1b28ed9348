import { describe, expect, it } from 'vitest';
import { employerSiteUrl } from '@web/lib/employer-site';

describe('employer site links (spec section 2)', () => {
  it('names the page, country and language without a session', () => {
    expect(employerSiteUrl({ companyHost: 'employer.jobchat.example', country: 'sg', language: 'zh-cn', page: 'dashboard' })).toBe(
      'https://employer.jobchat.example/dashboard?country=sg&lang=zh-cn',
    );
    expect(employerSiteUrl({ companyHost: 'employer.jobchat.example', country: 'ph', language: 'en-us' })).toBe('https://employer.jobchat.example/?country=ph&lang=en-us');
  });

  it('keeps the login with a session', () => {
    const url = new URL(employerSiteUrl({ companyHost: 'employer.jobchat.example', country: 'ph', language: 'ja', sessionId: 'abc 123', page: 'jobs' }));
    expect(url.origin + url.pathname).toBe('https://employer.jobchat.example/keep-login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ country: 'ph', lang: 'ja', sessionid: 'abc 123', redirect: '/jobs' });
  });

  it('takes an origin with its scheme, and plain http for localhost', () => {
    expect(employerSiteUrl({ companyHost: 'http://127.0.0.1:4030/', country: 'ph', language: 'en-us' })).toBe('http://127.0.0.1:4030/?country=ph&lang=en-us');
    expect(employerSiteUrl({ companyHost: 'employer.localhost:5174', country: 'my', language: 'ms' })).toBe('http://employer.localhost:5174/?country=my&lang=ms');
  });
});
