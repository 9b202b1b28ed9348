/**
 * The crawl files against the seeded mocks (msw/node): what a search engine reads from /robots.txt,
 * /sitemap.xml and its files on each country site, and that the API is read once per TTL.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { createCrawlHandler, type CrawlHandlerDeps } from '../../server/crawl/crawl-handler';
import { renderUrlSet } from '../../server/crawl/sitemap-xml';
import { getCountry } from '../../web/src/lib/countries';
import { LANGUAGES } from '../../web/src/lib/languages';
import { resolveCountry } from '../../web/src/lib/resolve-country';
import { installMockLifecycle } from '../support/mock-lifecycle';

installMockLifecycle();

const API_BASE = 'http://localhost/api';
const PAGE_URLS = 500;

function parseXml(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror'), 'XML well-formedness errors').toHaveLength(0);
  return document;
}

function locs(document: Document): string[] {
  return [...document.getElementsByTagName('loc')].map((node) => node.textContent ?? '');
}

function idOf(url: string): number {
  return Number(/-(\d+)$/.exec(url)?.[1]);
}

function setup(overrides: Partial<CrawlHandlerDeps> = {}) {
  const calls: Request[] = [];
  const handler = createCrawlHandler({
    resolveSite: (host) => {
      const countryKey = resolveCountry(host);
      return { countryKey, countryId: getCountry(countryKey).id, origin: `https://${host}` };
    },
    api: {
      baseUrls: { default: API_BASE },
      fetch: (request) => {
        calls.push(request.clone());
        return fetch(request);
      },
    },
    limits: { maxUrls: PAGE_URLS },
    onError: () => undefined,
    ...overrides,
  });
  const get = (host: string, path: string) => handler(new Request(`http://${host}${path}`, { headers: { Host: host } }));
  return { calls, handler, get };
}

async function body(response: Response | null): Promise<string> {
  expect(response?.status).toBe(200);
  return response!.text();
}

/** The job URLs of every jobs file the index lists. */
async function jobUrls(get: ReturnType<typeof setup>['get'], host: string): Promise<string[]> {
  const index = parseXml(await body(await get(host, '/sitemap.xml')));
  const files = locs(index).filter((loc) => loc.includes('/sitemaps/jobs-'));
  const urls: string[] = [];
  for (const file of files) urls.push(...locs(parseXml(await body(await get(host, new URL(file).pathname)))));
  return urls;
}

async function openJobCount(countryId: number): Promise<{ total: number; ids: Set<number> }> {
  const ids = new Set<number>();
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${API_BASE}/search/jobs`, {
      method: 'POST',
      headers: { 'Role-Id': '1', 'Country-Id': String(countryId), 'Language-Id': '1', 'Device-Uuid': 'crawl-test', 'Content-Type': 'application/json' },
      body: JSON.stringify({ page, size: 100 }),
    });
    const { data } = (await response.json()) as { data: { total_num: number; total_page: number; jobs: { id: number }[] } };
    for (const job of data.jobs) ids.add(job.id);
    if (page >= data.total_page) return { total: data.total_num, ids };
  }
}

describe('crawl files', () => {
  it('lists the ph job files in the index of the ph site, with pages and companies', async () => {
    const { get } = setup();
    const response = await get('ph.localhost', '/sitemap.xml');
    expect(response?.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response?.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const files = locs(parseXml(await body(response)));
    expect(files).toContain('https://ph.localhost/sitemaps/pages.xml');
    expect(files).toContain('https://ph.localhost/sitemaps/jobs-1.xml');
    expect(files).toContain('https://ph.localhost/sitemaps/jobs-2.xml');
    expect(files).toContain('https://ph.localhost/sitemaps/companies-1.xml');
  });

  it('lists every open ph job once, and no closed, on-hold or deleted one', async () => {
    const { get } = setup();
    const urls = await jobUrls(get, 'ph.localhost');
    const { total, ids } = await openJobCount(getCountry('ph').id);
    expect(urls).toHaveLength(total);
    expect(new Set(urls.map(idOf))).toEqual(ids);
    expect(urls.every((url) => url.startsWith('https://ph.localhost/job/'))).toBe(true);
    expect(urls.map(idOf)).toContain(SEED_FIXTURES.openPhJobId);
    for (const gone of [SEED_FIXTURES.closedPhJobId, SEED_FIXTURES.onHoldJobId, SEED_FIXTURES.deletedJobId]) {
      expect(urls.map(idOf)).not.toContain(gone);
    }
  });

  it('gives each job its ten language versions and x-default', async () => {
    const { get } = setup();
    const document = parseXml(await body(await get('ph.localhost', '/sitemaps/jobs-1.xml')));
    const url = document.getElementsByTagName('url')[0];
    expect(url).toBeDefined();
    const links = [...url!.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    const loc = url!.getElementsByTagName('loc')[0]!.textContent!;
    const path = new URL(loc).pathname;
    expect(Object.fromEntries(links)).toEqual({
      ...Object.fromEntries(LANGUAGES.map((language) => [language.alias, `https://ph.localhost${language.value === 'en-us' ? '' : `/${language.slug}`}${path}`])),
      'x-default': loc,
    });
    expect(url!.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  });

  it('lists only sg jobs on the sg site', async () => {
    const { get } = setup();
    const urls = await jobUrls(get, 'sg.localhost');
    const { ids } = await openJobCount(getCountry('sg').id);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls.map(idOf))).toEqual(ids);
    expect(urls.map(idOf)).toContain(SEED_FIXTURES.sgJobId);
    expect(urls.map(idOf)).not.toContain(SEED_FIXTURES.openPhJobId);
    expect(urls.every((url) => url.startsWith('https://sg.localhost/job/'))).toBe(true);
  });

  it('lists the company pages and the public landing pages', async () => {
    const { get } = setup();
    const companies = locs(parseXml(await body(await get('ph.localhost', '/sitemaps/companies-1.xml'))));
    expect(companies.map(idOf)).toContain(SEED_FIXTURES.phCompanyId);
    expect(companies.every((url) => url.startsWith('https://ph.localhost/company/'))).toBe(true);
    const pages = locs(parseXml(await body(await get('ph.localhost', '/sitemaps/pages.xml'))));
    expect(pages).toEqual(expect.arrayContaining([
      'https://ph.localhost/', 'https://ph.localhost/jobs-hiring/job-search', 'https://ph.localhost/companies',
      'https://ph.localhost/onsite-job', 'https://ph.localhost/remote-jobs', 'https://ph.localhost/web3-jobs',
      'https://ph.localhost/resume-templates',
    ]));
    expect(pages.some((url) => url.includes('/jobs-hiring/job-search?category='))).toBe(true);
  });

  it('names the sitemap of its own host in robots.txt and keeps sign-in flows out', async () => {
    const { get } = setup();
    const response = await get('sg.localhost:5173', '/robots.txt');
    expect(response?.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await body(response);
    expect(text).toContain('Sitemap: https://sg.localhost:5173/sitemap.xml');
    expect(text).not.toContain('ph.localhost');
    expect(text.split('\n')).toEqual(expect.arrayContaining(['Disallow: /get-started', 'Disallow: /zh-cn/get-started', 'Disallow: /api/', 'Disallow: /verify-']));
    // The area landing pages are public pages now, /onsite-job (where signing in lands) among them.
    expect(text).not.toMatch(/onsite-job|remote-jobs|web3-jobs/);
  });

  it('answers 404 for sitemap files that do not exist and null for app pages', async () => {
    const { get } = setup();
    expect((await get('ph.localhost', '/sitemaps/jobs-999.xml'))?.status).toBe(404);
    expect((await get('ph.localhost', '/sitemaps/jobs-0.xml'))?.status).toBe(404);
    expect((await get('ph.localhost', '/sitemaps/other.xml'))?.status).toBe(404);
    expect(await get('ph.localhost', '/jobs-hiring/job-search')).toBeNull();
  });

  it('calls the public API with the contract headers and no Authorization, once per TTL', async () => {
    let now = 1_000_000;
    const { get, calls } = setup({ cacheTtlMs: 60_000, now: () => now });
    await body(await get('ph.localhost', '/sitemap.xml'));
    expect(calls.length).toBeGreaterThan(2);
    for (const call of calls) {
      expect(call.headers.get('Authorization')).toBeNull();
      expect([call.headers.get('Role-Id'), call.headers.get('Country-Id'), call.headers.get('Language-Id')]).toEqual(['1', '167', '1']);
      expect(call.headers.get('Device-Uuid')).toBeTruthy();
    }
    const first = calls.length;
    now += 30_000;
    await body(await get('ph.localhost', '/sitemaps/jobs-2.xml'));
    await body(await get('ph.localhost', '/sitemap.xml'));
    expect(calls).toHaveLength(first);
    now += 31_000;
    await body(await get('ph.localhost', '/sitemap.xml'));
    expect(calls.length).toBeGreaterThan(first);
  });

  it('puts each site\'s main language in <loc>: Japanese on the jp site', async () => {
    const { get } = setup();
    const document = parseXml(await body(await get('jp.localhost', '/sitemaps/jobs-1.xml')));
    const url = document.getElementsByTagName('url')[0]!;
    const loc = url.getElementsByTagName('loc')[0]!.textContent!;
    expect(loc).toMatch(/^https:\/\/jp\.localhost\/ja\/job\//);
    const xDefault = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].find((link) => link.getAttribute('hreflang') === 'x-default');
    expect(xDefault?.getAttribute('href')).toBe(loc.replace('/ja/job/', '/job/'));
  });

  it('keeps every jobs file within the byte limit', async () => {
    const maxBytes = 300_000;
    const { get } = setup({ limits: { maxBytes } });
    const index = parseXml(await body(await get('ph.localhost', '/sitemap.xml')));
    const files = locs(index).filter((loc) => loc.includes('/sitemaps/jobs-'));
    expect(files.length).toBeGreaterThan(1);
    let count = 0;
    for (const file of files) {
      const bytes = new Uint8Array(await (await get('ph.localhost', new URL(file).pathname))!.arrayBuffer());
      expect(bytes.byteLength).toBeLessThanOrEqual(maxBytes);
      count += locs(parseXml(new TextDecoder().decode(bytes))).length;
    }
    expect(count).toBe((await openJobCount(getCountry('ph').id)).total);
  });

  it('answers 503 while the API fails, and keeps serving the last files when a refresh fails', async () => {
    let now = 0;
    let apiDown = true;
    const { get } = setup({
      cacheTtlMs: 1_000,
      now: () => now,
      api: { baseUrls: { default: API_BASE }, fetch: (request) => (apiDown ? Promise.resolve(new Response('', { status: 502 })) : fetch(request)) },
    });
    const refused = await get('ph.localhost', '/sitemap.xml');
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get('Retry-After')).toBeTruthy();
    apiDown = false;
    const served = await body(await get('ph.localhost', '/sitemap.xml'));
    apiDown = true;
    now += 5_000;
    expect(await body(await get('ph.localhost', '/sitemap.xml'))).toBe(served);
  });

  it('escapes XML special characters so the file parses back to the same URLs', () => {
    const loc = 'https://jobchat.ph/jobs-hiring/job-search?category=a&remote=remote&q=<"it\'s">';
    const document = parseXml(renderUrlSet([{ loc, alternates: [{ hreflang: 'x-default', href: loc }] }]));
    expect(locs(document)).toEqual([loc]);
    expect(document.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')[0]?.getAttribute('href')).toBe(loc);
  });
});
