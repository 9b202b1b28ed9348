/** Where sign-in sends a person, and which redirect targets from a URL are followed at all. */
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../sdk/generated/auth/hooks';
import { afterSignInPath, redirectPolicyFrom, safeRedirectTarget } from '../../web/src/lib/session/redirects';

const policy = redirectPolicyFrom({ VITE_COMPANY_HOST: 'employer.jobchat.example', VITE_REDIRECT_HOSTS: 'careers.jobchat.example, .blog.jobchat.example' });

function user(fields: Partial<SessionUser>): SessionUser {
  return { id: 1, active_key: 1, first_name: 'Ana', last_name: 'Cruz', is_profile_completed: true, ...fields } as SessionUser;
}

describe('safeRedirectTarget', () => {
  it('follows in-app paths and allowed hosts only', () => {
    expect(safeRedirectTarget('/job/accountant-200001?x=1', policy)).toBe('/job/accountant-200001?x=1');
    expect(safeRedirectTarget('https://careers.jobchat.example/a', policy)).toBe('https://careers.jobchat.example/a');
    expect(safeRedirectTarget('https://news.blog.jobchat.example/p', policy)).toBe('https://news.blog.jobchat.example/p');
    expect(safeRedirectTarget('https://employer.jobchat.example/talents', policy)).toBe('https://employer.jobchat.example/talents');
  });

  it('refuses other hosts, protocol-relative and backslash tricks, and script URLs', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'https://careers.jobchat.example.evil.example/', 'data:text/html,hi', '', undefined]) {
      expect(safeRedirectTarget(target, policy)).toBeUndefined();
    }
  });
});

describe('afterSignInPath', () => {
  it('sends a new activated account without a complete profile to complete it, everyone else to /onsite-job', () => {
    expect(afterSignInPath(user({ is_profile_completed: false }), undefined, 'en-us', policy)).toBe('/jobseeker-complete-profile');
    expect(afterSignInPath(user({ is_profile_completed: false, active_key: 0 }), undefined, 'ja', policy)).toBe('/ja/onsite-job');
    expect(afterSignInPath(user({}), undefined, 'en-us', policy)).toBe('/onsite-job');
  });

  it('lets a redirect win, and hands company-site targets over through the login-redirect page', () => {
    expect(afterSignInPath(user({ is_profile_completed: false }), '/job/accountant-200001', 'en-us', policy)).toBe('/job/accountant-200001');
    expect(afterSignInPath(user({}), 'https://employer.jobchat.example/talents', 'zh-cn', policy)).toBe(
      `/zh-cn/jobseeker-login-redirect?redirectUrl=${encodeURIComponent('https://employer.jobchat.example/talents')}`,
    );
  });
});
