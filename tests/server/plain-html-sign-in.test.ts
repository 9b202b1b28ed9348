/**
 * A password sign-in sent before hydration (the form as plain HTML posts to /get-started): the production
 * server signs in as the browser would. Signed in, the session cookies are set and the visitor goes on;
 * refused, the page comes back with the error and the login as typed, never the password.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { forceOnApi, productionServerForFile } from './production-server';

const server = productionServerForFile();
afterEach(() => forceOnApi(server.api, ''));

function postForm(path: string, fields: Record<string, string>) {
  return server.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

function setCookies(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : value ? [value] : [];
}

describe('the password form sent as plain HTML', () => {
  it('signs in, sets the 30-day session cookies and follows the redirect', async () => {
    const reply = await postForm('/get-started?method=password&redirect=%2Fcompanies', { login: 'maria.santos@example.com', password: 'Jobchat123!' });
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/companies');
    const cookies = setCookies(reply.headers);
    expect(cookies.find((cookie) => cookie.startsWith('sessionid='))).toMatch(/^sessionid=[^;]+; path=\/; samesite=lax; max-age=2592000$/);
    const user = cookies.find((cookie) => cookie.startsWith('user='));
    expect(JSON.parse(decodeURIComponent(/^user=([^;]+)/.exec(user ?? '')?.[1] ?? '{}'))).toMatchObject({ first_name: 'Maria', email: 'maria.santos@example.com' });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it("renders the signed-in page's account menu in its header, the first time too: not streamed after it for a script to move", async () => {
    // The first signed-in page this server renders: the header's signed-in parts are a chunk it loads then.
    const signIn = await postForm('/get-started?method=password&redirect=%2Fcompanies', { login: 'maria.santos@example.com', password: 'Jobchat123!' });
    const cookie = setCookies(signIn.headers)
      .map((value) => value.split(';')[0])
      .join('; ');
    const page = await server.get('/companies', { headers: { cookie } });
    expect(page.status).toBe(200);
    const header = page.text.slice(0, page.text.indexOf('</header>'));
    expect(header).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*>[\s\S]*Maria Santos/);
  });

  it('in Arabic, without a redirect, goes where the routing rule sends a signed-in seeker, in Arabic', async () => {
    const reply = await postForm('/ar/get-started?method=password', { login: 'maria.santos@example.com', password: 'Jobchat123!' });
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/ar/onsite-job');
  });

  it('refused, shows the error with the login as typed, and never the password', async () => {
    const reply = await postForm('/get-started?method=password', { login: 'maria.santos@example.com', password: 'not-her-password-1' });
    expect(reply.status).toBe(400);
    expect(setCookies(reply.headers).some((cookie) => cookie.startsWith('sessionid='))).toBe(false);
    expect(reply.text).toMatch(/role="alert"[^>]*>invalid credential</);
    expect(reply.text).toMatch(/<input[^>]*value="maria\.santos@example\.com"/);
    expect(reply.text).not.toContain('not-her-password-1');
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('with a safety check due, shows the two-factor step, with no session and no token in the page', async () => {
    await forceOnApi(server.api, 'loginWithPassword:variant=two-factor');
    const reply = await postForm('/get-started?method=password', { login: 'maria.santos@example.com', password: 'Jobchat123!' });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('Safety verification');
    expect(setCookies(reply.headers).some((cookie) => cookie.startsWith('sessionid='))).toBe(false);
    expect(reply.text).not.toMatch(/"token"/);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('an empty form gets the form\'s own messages', async () => {
    const reply = await postForm('/es-es/get-started?method=password', { login: '', password: '' });
    expect(reply.status).toBe(400);
    expect(reply.text).toMatch(/role="alert"/);
  });
});
