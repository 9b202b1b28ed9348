/**
 * The production server follows the session rules and answers every request without a 500: a 401
 * during a server render clears the session in the reply (auth_status=expired, no sessionid) and sends
 * the visitor to sign in with a way back; W03 renders for a signed-in visitor; W09 says "Application
 * sent!" only after an application; bad paths are 404s;
 * the router's own requests are never sent elsewhere by the stored language; forwarded headers count
 * only from a configured proxy.
 */
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { appliedJobIdsOf } from '../../mocks/state/applications';
import { SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import { productionServerForFile } from './production-server';

const server = productionServerForFile(() => ({ TRUSTED_PROXIES: '10.0.0.1' }));

const USER = { id: 900001, first_name: 'Maria', last_name: 'Santos', email: 'maria.santos@example.com', additional_info: { source: 'web', user_identity_id: null }, is_profile_completed: true };
const signedIn = (sessionId: string) => `sessionid=${sessionId}; user=${encodeURIComponent(JSON.stringify(USER))}`;

function setCookies(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : value ? [value] : [];
}

describe('a session the API refuses during a server render', () => {
  it('is cleared in the reply, and the visitor goes to sign in and comes back to the page', async () => {
    const sentBack = [
      ['/job/accountant-200001?from=mail', '/get-started?redirect=%2Fjob%2Faccountant-200001%3Ffrom%3Dmail'],
      ['/ar/notifications', '/ar/get-started?redirect=%2Far%2Fnotifications'],
    ] as const;
    for (const [path, expected] of sentBack) {
      const reply = await server.get(path, { headers: { cookie: signedIn('a-session-that-expired') } });
      expect(reply.status, path).toBe(302);
      expect(reply.headers.location, path).toBe(expected);
      expect(reply.headers['cache-control'], path).toBe('no-store');
      const cookies = setCookies(reply.headers);
      expect(cookies.find((cookie) => cookie.startsWith('auth_status='))).toMatch(/^auth_status=expired; max-age=\d+; path=\//);
      expect(cookies.find((cookie) => cookie.startsWith('sessionid='))).toMatch(/^sessionid=; max-age=0;/);
      expect(cookies.some((cookie) => cookie.startsWith('user='))).toBe(false);
    }
  });

  it('leaves a valid session alone', async () => {
    const reply = await server.get('/job/accountant-200001', { headers: { cookie: signedIn(SEED_SESSION_TOKENS.complete) } });
    expect(reply.status).toBe(200);
    expect(setCookies(reply.headers)).toEqual([]);
    expect(reply.headers['cache-control']).toBe('private, no-store');
  });

  it('marks the cleared cookies secure only when a configured proxy says the visit is over https', async () => {
    const cookie = signedIn('a-session-that-expired');
    const direct = await server.get('/job/accountant-200001', { headers: { cookie, 'x-forwarded-proto': 'https' } });
    expect(setCookies(direct.headers).some((value) => /;\s*secure/i.test(value))).toBe(false);
  });
});

describe('W09, the page after an application', () => {
  it('renders "Application sent!" for a job the seeker applied to, and leads to the job page for any other', async () => {
    const cookie = signedIn(SEED_SESSION_TOKENS.complete);
    const jobs = (await getDatabase()).jobs.findMany((q) => q.where({ status: 'open' }));
    const applied = await appliedJobIdsOf(SEED_USERS.complete);
    const appliedJob = jobs.find((job) => applied.has(job.id))!;
    const otherJob = jobs.find((job) => !applied.has(job.id))!;

    const sent = await server.get(`/job/${appliedJob.slug}/apply/success`, { headers: { cookie } });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Application sent!');

    for (const path of [`/job/${otherJob.slug}/apply/success`, '/ar/job/closed-200037/apply/success']) {
      const reply = await server.get(path, { headers: { cookie } });
      expect(reply.status, path).toBe(302);
      expect(reply.headers.location, path).toBe(path.replace('/apply/success', ''));
    }
  });
});

describe('no 500 from browser-only code, paths or methods', () => {
  it('W03 renders for a signed-in visitor on the server', async () => {
    const reply = await server.get('/jobseeker-login-redirect?redirect=%2Fjob%2Faccountant-200001', { headers: { cookie: signedIn(SEED_SESSION_TOKENS.complete) } });
    expect(reply.status).toBeLessThan(500);
  });

  it('bad paths answer 404, without a stack trace', async () => {
    for (const path of ['//x:99999/', '//evil.example/job/accountant-200001', '/%', '/job/%E0%A4%A', '/..%2f..%2fetc%2fpasswd', '/job/\\evil', 'http://evil.example/']) {
      const reply = await server.get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.text, path).not.toMatch(/\bat .+\.(js|ts):\d+/);
    }
  });

  it('a stored language never sends the router\'s own requests or files elsewhere', async () => {
    const cookie = 'geo_language=ar';
    const page = await server.get('/jobs-hiring/', { headers: { cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/ar/jobs-hiring/');
    const manifest = await server.get('/__manifest?paths=%2Fjobs-hiring%2F%2C%2Fcompanies&version=x', { headers: { cookie } });
    expect(manifest.status).not.toBe(302);
    expect(manifest.status).toBeLessThan(500);
    const data = await server.get('/companies.data', { headers: { cookie } });
    expect(data.status).not.toBe(302);
    for (const file of ['/favicon.svg', '/manifest.webmanifest', '/missing-icon.png']) {
      expect((await server.get(file, { headers: { cookie } })).status, file).not.toBe(302);
    }
  });
});
