/** Where sign-in sends a person, and the one rule deciding which redirect targets are followed at all. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../sdk/generated/auth/hooks';
import { afterSignInPath, redirectPolicyFrom, resolveRedirect, safeRedirectTarget } from '../../web/src/lib/session/redirects';

const ORIGIN = 'https://www.jobchat.example';
const COMPANY = 'employer.jobchat.example';
const policy = redirectPolicyFrom({ VITE_COMPANY_HOST: COMPANY, VITE_REDIRECT_HOSTS: 'careers.jobchat.example, .blog.jobchat.example' });
const devPolicy = redirectPolicyFrom({ VITE_COMPANY_HOST: 'employer.localhost', VITE_REDIRECT_HOSTS: '' }, { development: true });
const ALLOWED_HOSTS = [COMPANY, 'careers.jobchat.example'];

function user(fields: Partial<SessionUser>): SessionUser {
  return { id: 1, active_key: 1, first_name: 'Ana', last_name: 'Cruz', is_profile_completed: true, ...fields } as SessionUser;
}

/** Where a browser ends up with the decision: the router decodes a path; a full load re-parses a URL. */
function landsOnAllowedOrigin(raw: string): boolean {
  const decision = resolveRedirect(raw, policy, ORIGIN);
  if (!decision) return true;
  if (decision.kind === 'in-app') {
    if (!decision.path.startsWith('/') || decision.path.startsWith('//')) return false;
    const asLoaded = new URL(decision.path, ORIGIN);
    const asRouted = new URL(decodeURIComponent(asLoaded.pathname), ORIGIN);
    return asLoaded.origin === ORIGIN && asRouted.origin === ORIGIN;
  }
  const url = new URL(decision.url);
  const allowed = ALLOWED_HOSTS.includes(url.hostname) || url.hostname.endsWith('.blog.jobchat.example');
  return allowed && url.protocol === 'https:' && !url.username && !url.password && (decision.kind !== 'company' || url.hostname === COMPANY);
}

const EVIL_HOSTS = [
  'evil.com', 'evil.com.', 'EVIL.com', `${COMPANY}.evil.com`, `${COMPANY}%2eevil.com`, 'xn--80ak6aa92e.com', 'аpple.com', 'jobchat.example',
  'www.jobchat.example.evil.com', '127.0.0.1', '[::1]', '0x7f.1', 'www.jobchat.example:444', 'careers.jobchat.example:8443@evil.com',
];
const SCHEMES = ['', 'https:', 'http:', 'HTTPS:', 'javascript:', 'JaVaScRiPt:', 'data:', 'vbscript:', 'ftp:', 'file:', 'blob:', 'ws:'];
const SLASHES = ['//', '/\\', '\\\\', '\\/', '/%09/', '/%0a/', '/\t/', '/\n/', '\t//', ' //', '\u0000//', '///', '/%2F', '%2F%2F', '/%5C', '/.//', '/..//', ''];
const USERINFO = ['', 'app@', `${COMPANY}@`, 'user:pass@', `https://${COMPANY}@`, '%40', 'www.jobchat.example@'];
const TAILS = ['', '/', '/x?y=1', '#frag', '/%2e%2e/', '?redirect=//evil.com', '\\@evil.com'];
const CONTROL = fc.constantFrom('\t', '\n', '\r', '\u0000', '\u001f', '\u007f', ' ', '\u00a0', '\u2028', '\ufeff');
const ENCODE = fc.constantFrom((s: string) => s, encodeURIComponent, (s: string) => s.replace(/\//g, '%2F'), (s: string) => s.replace(/\./g, '%2E'));

/** Generated hostile targets: a scheme, slashes, userinfo and a host, with control characters and encodings mixed in. */
const hostileTarget = fc
  .tuple(
    fc.constantFrom(...SCHEMES), fc.constantFrom(...SLASHES), fc.constantFrom(...USERINFO), fc.constantFrom(...EVIL_HOSTS), fc.constantFrom(...TAILS),
    fc.array(fc.tuple(fc.nat(), CONTROL), { maxLength: 3 }), ENCODE, fc.boolean(),
  )
  .map(([scheme, slashes, userinfo, host, tail, inserts, encode, encodeHost]) => {
    let target = `${scheme}${slashes}${userinfo}${encodeHost ? encode(host) : host}${tail}`;
    for (const [at, char] of inserts) {
      const i = at % (target.length + 1);
      target = `${target.slice(0, i)}${char}${target.slice(i)}`;
    }
    return target;
  });

describe('resolveRedirect', () => {
  it('follows in-app paths and allowed hosts over https', () => {
    expect(safeRedirectTarget('/job/accountant-200001?x=1', policy, ORIGIN)).toBe('/job/accountant-200001?x=1');
    expect(safeRedirectTarget(`${ORIGIN}/job/x#top`, policy, ORIGIN)).toBe('/job/x#top');
    expect(safeRedirectTarget('https://careers.jobchat.example/a', policy, ORIGIN)).toBe('https://careers.jobchat.example/a');
    expect(safeRedirectTarget('https://news.blog.jobchat.example/p', policy, ORIGIN)).toBe('https://news.blog.jobchat.example/p');
    expect(resolveRedirect('https://employer.jobchat.example/talents', policy, ORIGIN)).toEqual({ kind: 'company', url: 'https://employer.jobchat.example/talents' });
  });

  it('refuses the known tricks: tab and newline slashes, backslashes, userinfo, script schemes, look-alike hosts', () => {
    const targets = [
      '/%09/evil.com', '/\t/evil.com', '/%0A/evil.com', '//evil.example/x', '/\\evil.example', '\\\\evil.com', 'https://app@evil.com',
      'https://employer.jobchat.example@evil.com', 'javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,hi', 'vbscript:msgbox(1)',
      'https://careers.jobchat.example.evil.example/', 'https://xn--mployer-bya.jobchat.example/', '/%2F%2Fevil.com', `${ORIGIN}//evil.com`, '', undefined,
    ];
    for (const target of targets) expect(resolveRedirect(target, policy, ORIGIN), JSON.stringify(target)).toBeUndefined();
    // Read as the browser reads it: a scheme-relative path on this origin, so it stays in the app.
    expect(resolveRedirect('https:evil.com', policy, ORIGIN)).toEqual({ kind: 'in-app', path: '/evil.com' });
  });

  it('hands over to the company site over https only; plain http only to localhost hosts in development', () => {
    expect(resolveRedirect('http://employer.jobchat.example/talents', policy, ORIGIN)).toBeUndefined();
    expect(resolveRedirect('http://employer.localhost:5174/talents', devPolicy, 'http://localhost:5173')).toEqual({ kind: 'company', url: 'http://employer.localhost:5174/talents' });
    const production = redirectPolicyFrom({ VITE_COMPANY_HOST: 'employer.localhost', VITE_REDIRECT_HOSTS: '' });
    expect(resolveRedirect('http://employer.localhost:5174/talents', production, 'http://localhost:5173')).toBeUndefined();
  });

  it('never lets 2,000 generated hostile targets leave the allowed origins', () => {
    fc.assert(fc.property(hostileTarget, (target) => landsOnAllowedOrigin(target)), { numRuns: 2000 });
  });

  it('never lets arbitrary strings, with any unicode, leave the allowed origins', () => {
    const anyTarget = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.webPath());
    fc.assert(fc.property(anyTarget, (target) => landsOnAllowedOrigin(target)), { numRuns: 1000 });
  });
});

describe('afterSignInPath', () => {
  it('sends a new activated account without a complete profile to complete it, everyone else to /onsite-job', () => {
    expect(afterSignInPath(user({ is_profile_completed: false }), undefined, 'en-us', policy, ORIGIN)).toBe('/jobseeker-complete-profile');
    expect(afterSignInPath(user({ is_profile_completed: false, active_key: 0 }), undefined, 'ja', policy, ORIGIN)).toBe('/ja/onsite-job');
    expect(afterSignInPath(user({}), undefined, 'en-us', policy, ORIGIN)).toBe('/onsite-job');
  });

  it('lets a safe redirect win, and hands company-site targets over through the login-redirect page', () => {
    expect(afterSignInPath(user({ is_profile_completed: false }), '/job/accountant-200001', 'en-us', policy, ORIGIN)).toBe('/job/accountant-200001');
    expect(afterSignInPath(user({}), 'https://employer.jobchat.example/talents', 'zh-cn', policy, ORIGIN)).toBe(
      `/zh-cn/jobseeker-login-redirect?redirectUrl=${encodeURIComponent('https://employer.jobchat.example/talents')}`,
    );
  });

  it('falls back to the default page for a hostile redirect instead of following it', () => {
    expect(afterSignInPath(user({}), '/%09/evil.com', 'en-us', policy, ORIGIN)).toBe('/onsite-job');
    expect(afterSignInPath(user({}), 'https://app@evil.com', 'ar', policy, ORIGIN)).toBe('/ar/onsite-job');
  });
});
