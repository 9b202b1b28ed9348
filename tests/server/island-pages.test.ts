/**
 * A guest's home, job page and company page are rendered as islands
 * (docs/decisions/0027-guest-pages-as-islands.md): their HTML loads
 * the islands' entry in place of React Router's scripts. Signed in, or on a page that asks for no
 * islands, the page hydrates as the app.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { forceOnApi, productionServerForFile } from './production-server';

const server = productionServerForFile();

afterEach(async () => {
  await forceOnApi(server.api, '');
});

const MARIA_COOKIES = `sessionid=session-complete-profile; user=${encodeURIComponent(JSON.stringify({ id: 900001, first_name: 'Maria', last_name: 'Santos' }))}`;

function scriptsOf(html: string): { islands: string[]; routerModules: boolean; routerContext: boolean } {
  // The islands' script imports its entry after the load event (app/deferred-hydration.ts).
  const islands = [...html.matchAll(/await import\("(\/assets\/islands\/[^"]+)"\)/g)].map((match) => match[1]!);
  return {
    islands,
    routerModules: /import\("\/assets\/(?!islands\/)[^"]+"\)/.test(html),
    routerContext: html.includes('window.__reactRouterContext'),
  };
}

function islandsOf(html: string): string[] {
  return [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]!);
}

describe('island pages', () => {
  it("a guest's home loads the islands' entry and none of React Router's scripts", async () => {
    const reply = await server.get('/');
    expect(reply.status).toBe(200);
    const scripts = scriptsOf(reply.text);
    expect(scripts.islands).toHaveLength(1);
    expect(scripts.islands[0]).toMatch(/^\/assets\/islands\/entry\.islands-[\w-]+\.js$/);
    expect(scripts).toMatchObject({ routerModules: false, routerContext: false });
    expect(islandsOf(reply.text)).toEqual(['header', 'home-hero', 'home-categories', 'footer', 'notifications']);
    // The entry is served, cached as every hashed asset.
    const entry = await server.get(scripts.islands[0]!);
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('in Arabic too', async () => {
    const reply = await server.get('/ar');
    expect(reply.text).toContain('<html lang="ar" dir="rtl"');
    expect(scriptsOf(reply.text)).toMatchObject({ routerModules: false, routerContext: false });
  });

  it("a signed-in seeker's home hydrates as the app", async () => {
    const reply = await server.get('/', { headers: { cookie: MARIA_COOKIES } });
    expect(reply.status).toBe(200);
    expect(scriptsOf(reply.text)).toEqual({ islands: [], routerModules: true, routerContext: true });
    // The same islands' elements are there: the HTML is the same whichever way the page is taken over.
    expect(islandsOf(reply.text)).toContain('home-hero');
  });

  it.each([
    ['/job/accounts-receivable-specialist-200202', ['header', 'job-actions', 'job-similar', 'footer', 'notifications']],
    ['/company/manalo-land-2018', ['header', 'company-similar', 'footer', 'notifications']],
    ['/ar/company/manalo-land-2018/jobs', ['header', 'company-jobs', 'company-similar', 'footer', 'notifications']],
  ])("a guest's %s is islands: the parts that answer input or load on their own", async (path, islands) => {
    const reply = await server.get(path);
    expect(reply.status).toBe(200);
    expect(scriptsOf(reply.text)).toMatchObject({ routerModules: false, routerContext: false });
    expect(islandsOf(reply.text)).toEqual(islands);
  });

  it("a guest's job page paid in another currency has its approximation in the HTML: the header is not rendered again in the browser", async () => {
    const job = getDatabase().indexes.jobsById.get(SEED_FIXTURES.sgJobId)!;
    const reply = await server.get(`/job/${job.slug}`);
    expect(reply.status).toBe(200);
    expect(scriptsOf(reply.text)).toMatchObject({ routerContext: false });
    const header = /<header class="section job-detail__header">(.*?)<\/header>/s.exec(reply.text)?.[1] ?? '';
    expect(header).toMatch(/≈ ₱/);
    expect(header).toContain('in your currency');
  });

  it("a job that is not found is the app's error page, for a guest too", async () => {
    const reply = await server.get('/job/no-such-job-1');
    expect(reply.status).toBe(404);
    expect(scriptsOf(reply.text)).toMatchObject({ islands: [], routerModules: true });
  });

  it("a guest's home whose server render is not whole (a section refused) is the app: its retry is the app's", async () => {
    await forceOnApi(server.api, 'listFeaturedCompanies:40001');
    const reply = await server.get('/');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(scriptsOf(reply.text)).toMatchObject({ islands: [], routerModules: true, routerContext: true });
  });

  it('a page that asks for no islands hydrates as the app, for a guest too', async () => {
    const reply = await server.get('/companies');
    expect(reply.status).toBe(200);
    expect(scriptsOf(reply.text)).toEqual({ islands: [], routerModules: true, routerContext: true });
  });
});
