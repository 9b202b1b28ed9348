/** The job page's pure rules: remote jobs out of the site's reach, external addresses, share links. */
import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from '@web/features/job-detail/actions/external-url';
import { isTooFarForSite } from '@web/lib/remote-reach';
import { SHARE_NETWORKS, shareUrl } from '@web/lib/share-links';
import { notSuitableDescription } from '@web/features/job-detail/actions/not-suitable-dialog';

const remote = (open: string[], closed: string[] = []) => ({
  work_arrangement: 'remote' as const,
  remote_details: { open_countries: open, closed_countries: closed, timezones: [], language_requirements: [] },
});

describe('isTooFarForSite', () => {
  it('refuses a remote job not open to the site country, or closed to it', () => {
    expect(isTooFarForSite(remote(['Singapore', 'Malaysia']), 'ph')).toBe(true);
    expect(isTooFarForSite(remote(['Philippines', 'Singapore']), 'ph')).toBe(false);
    expect(isTooFarForSite(remote([], ['Philippines']), 'ph')).toBe(true);
    expect(isTooFarForSite(remote([]), 'ph')).toBe(false);
  });

  it('reads other spellings of a country and ignores case', () => {
    expect(isTooFarForSite(remote(['Turkey']), 'tr')).toBe(false);
    expect(isTooFarForSite(remote(['türkiye']), 'tr')).toBe(false);
    expect(isTooFarForSite(remote(['UAE']), 'ae')).toBe(false);
  });

  it('never refuses on-site jobs or the global site', () => {
    expect(isTooFarForSite({ work_arrangement: 'onsite', remote_details: null }, 'ph')).toBe(false);
    expect(isTooFarForSite({ ...remote(['Singapore']), work_arrangement: 'hybrid' }, 'ph')).toBe(false);
    expect(isTooFarForSite(remote(['Singapore']), 'com')).toBe(false);
  });
});

describe('safeExternalUrl', () => {
  it('keeps plain web addresses', () => {
    expect(safeExternalUrl('https://careers.example.com/jobs/1')).toBe('https://careers.example.com/jobs/1');
    expect(safeExternalUrl('http://example.com')).toBe('http://example.com/');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '/relative/path', 'https://user:pw@example.com', '', null, undefined])(
    'refuses %s',
    (raw) => expect(safeExternalUrl(raw)).toBeUndefined(),
  );
});

describe('share links', () => {
  it('gives every network an https address carrying the encoded job address', () => {
    const url = 'https://jobchat.ph/job/accountant-200001?x=1&y=2';
    for (const network of SHARE_NETWORKS) {
      const address = shareUrl(network, url, 'Accountant & Auditor');
      expect(address.startsWith('https://')).toBe(true);
      expect(address).toContain(encodeURIComponent(url).slice(0, 30));
      expect(address).not.toContain('&y=2');
    }
  });
});

describe('not-suitable feedback', () => {
  it('is at least the 10 characters the contract asks for, with the comment on its own line', () => {
    expect(notSuitableDescription(7, 'field', '').length).toBeGreaterThanOrEqual(10);
    expect(notSuitableDescription(7, 'field', 'Too senior')).toBe('Not suitable: job 7, reason field\nToo senior');
  });
});
