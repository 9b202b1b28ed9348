/**
 * Forwarded headers cannot poison what the production server publishes: canonical, hreflang, og:url,
 * JSON-LD, robots.txt and sitemaps name each country site's configured origin (SITE_ORIGINS), whatever
 * Host or X-Forwarded-* a client sends, and forwarded headers count only from a configured proxy.
 */
import { describe, expect, it } from 'vitest';
import { productionServerForFile } from './production-server';

const SITES = { ph: 'https://ph.jobs.example', sg: 'https://sg.jobs.example' };
const server = productionServerForFile(() => ({ SITE_ORIGINS: JSON.stringify(SITES) }));

const HOSTILE = { 'x-forwarded-proto': 'https://evil.example/#', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example;proto=https' };
const JOB = '/job/accountant-200001';

/** Every absolute URL the page publishes in its head and structured data. */
function publishedUrls(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = [...head.matchAll(/<link rel="(?:canonical|alternate)" href="([^"]+)"/g)].map((match) => match[1]!);
  const og = [...head.matchAll(/<meta property="og:(?:url|image)" content="([^"]+)"/g)].map((match) => match[1]!);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => [...match[1]!.matchAll(/"(https?:\/\/[^"]+)"/g)].map((url) => url[1]!));
  return [...hrefs, ...og, ...jsonLd];
}

describe('published URLs come from the configured site origins', () => {
  it('a job page names the configured origin, not the forwarded headers it was sent', async () => {
    const reply = await server.get(JOB, { headers: HOSTILE });
    expect(reply.status).toBe(200);
    const urls = publishedUrls(reply.text);
    expect(urls.filter((url) => url.includes('/job/accountant-200001'))).not.toEqual([]);
    expect(reply.text).toContain(`<link rel="canonical" href="${SITES.ph}${JOB}"/>`);
    expect(reply.text).not.toContain('evil.example');
    for (const url of urls.filter((candidate) => candidate.includes('/job/'))) expect(url.startsWith(`${SITES.ph}/`), url).toBe(true);
  });

  it('each country site answers with its own origin; an unknown host gets the default site', async () => {
    const singapore = await server.get('/jobs-hiring/', { headers: { host: 'sg.jobs.example' } });
    expect(singapore.text).toContain(`<link rel="canonical" href="${SITES.sg}/jobs-hiring/"/>`);
    const unknown = await server.get('/jobs-hiring/', { headers: { host: 'evil.example' } });
    expect(unknown.text).toContain(`<link rel="canonical" href="${SITES.ph}/jobs-hiring/"/>`);
    expect(unknown.text).not.toContain('evil.example');
  });

  it('robots.txt and the sitemaps list the configured origin only', async () => {
    const robots = await server.get('/robots.txt', { headers: { host: 'sg.jobs.example', ...HOSTILE } });
    expect(robots.text).toContain(`Sitemap: ${SITES.sg}/sitemap.xml`);
    expect(robots.text).not.toContain('evil');
    const index = await server.get('/sitemap.xml', { headers: HOSTILE });
    const locations = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(1);
    for (const location of locations) expect(location.startsWith(`${SITES.ph}/sitemaps/`), location).toBe(true);
  });

  it('a forwarded protocol from a client that is not a configured proxy changes nothing, and a page varies by what changes it', async () => {
    const plain = await server.get(JOB);
    const forwarded = await server.get(JOB, { headers: HOSTILE });
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical(forwarded.text)).toBe(canonical(plain.text));
    expect(String(plain.headers.vary)).toMatch(/Host/);
    expect(String(plain.headers.vary)).toMatch(/Cookie/);
    expect(String(plain.headers.vary)).toMatch(/User-Agent/);
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
  });
});
