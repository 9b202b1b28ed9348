/**
 * The crawl files of a country site, as a fetch-style handler a server mounts before its page
 * renderer: `/robots.txt`, the sitemap index `/sitemap.xml`, and its files `/sitemaps/pages.xml`,
 * `/sitemaps/jobs-<n>.xml` and `/sitemaps/companies-<n>.xml`. The Host header decides the site.
 * Any other path answers null (not a crawl file); an unknown file under /sitemaps/ answers 404.
 * Framework-independent: it imports nothing from the app shell or the router.
 */
import { createCrawlApi, type ApiBaseUrls, type CrawlApi } from './crawl-api';
import { createCrawlStore, type CountryCrawl } from './crawl-store';
import { sitemapUrlOf, type CrawlEntry, type CrawlSite } from './crawl-urls';
import { renderRobots } from './robots';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, renderSitemapIndex, renderUrlSet, type ItemRange, type SitemapRef } from './sitemap-xml';

export type { ApiBaseUrls, CrawlApi } from './crawl-api';
export type { CrawlSite } from './crawl-urls';

export interface CrawlHandlerDeps {
  /** The site of a Host header value (port included, as sent); undefined when the host serves no site (404). */
  resolveSite(host: string): CrawlSite | undefined;
  /** Where the API is: the server's API_BASE_URL as `default`, per-prefix overrides ("search", "company", "config") beside it. */
  api: { baseUrls: ApiBaseUrls; fetch?: (request: Request) => Promise<Response>; deviceUuid?: string; timeoutMs?: number } | CrawlApi;
  /** How long a country's data is reused; 1 hour by default. */
  cacheTtlMs?: number;
  /** After a failed refresh, how long the previous data is served before the next try; 1 minute by default. */
  retryMs?: number;
  /** Per sitemap file; the protocol's 50,000 URLs and 50 MB by default (lower them only to test paging). */
  limits?: { maxUrls?: number; maxBytes?: number };
  now?: () => number;
  /** Told about each failed API load (the crawl files then serve older data, or 503). */
  onError?: (error: unknown) => void;
}

export type CrawlHandler = (request: Request) => Promise<Response | null>;

const DEFAULT_TTL_MS = 60 * 60_000;
const DEFAULT_RETRY_MS = 60_000;
/** Lets a CDN keep each host's files for an hour; the body differs per Host, so caches key on it. */
const CACHE_CONTROL = 'public, max-age=3600';
const RETRY_AFTER_S = '120';

type CrawlFile =
  | { kind: 'robots' }
  | { kind: 'index' }
  | { kind: 'pages' }
  | { kind: 'jobs' | 'companies'; page: number }
  | { kind: 'unknown' };

function crawlFileOf(pathname: string): CrawlFile | null {
  if (pathname === '/robots.txt') return { kind: 'robots' };
  if (pathname === '/sitemap.xml') return { kind: 'index' };
  if (pathname === '/sitemaps/pages.xml') return { kind: 'pages' };
  const paged = /^\/sitemaps\/(jobs|companies)-([1-9]\d{0,5})\.xml$/.exec(pathname);
  if (paged) return { kind: paged[1] as 'jobs' | 'companies', page: Number(paged[2]) };
  return pathname.startsWith('/sitemaps/') ? { kind: 'unknown' } : null;
}

function isApi(api: CrawlHandlerDeps['api']): api is CrawlApi {
  return typeof (api as Partial<CrawlApi>).listJobs === 'function';
}

function reply(request: Request, status: number, body: string, headers: Record<string, string>): Response {
  return new Response(request.method === 'HEAD' ? null : body, { status, headers: { Vary: 'Host', ...headers } });
}

function notFound(request: Request): Response {
  return reply(request, 404, 'Not found\n', { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL });
}

function xml(request: Request, body: string): Response {
  return reply(request, 200, body, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL });
}

function latest(entries: readonly CrawlEntry[]): string | undefined {
  let newest: string | undefined;
  for (const entry of entries) if (entry.lastmod && (!newest || entry.lastmod > newest)) newest = entry.lastmod;
  return newest;
}

function sitemapIndex(site: CrawlSite, crawl: CountryCrawl): string {
  const origin = site.origin.replace(/\/+$/, '');
  const layout = crawl.layout(site);
  const refs = (kind: 'jobs' | 'companies', ranges: readonly ItemRange[]): SitemapRef[] =>
    ranges.map(([start, end], index) => {
      const lastmod = latest(crawl[kind].slice(start, end));
      return { loc: `${origin}/sitemaps/${kind}-${index + 1}.xml`, ...(lastmod ? { lastmod } : {}) };
    });
  return renderSitemapIndex([{ loc: `${origin}/sitemaps/pages.xml` }, ...refs('jobs', layout.jobs), ...refs('companies', layout.companies)]);
}

export function createCrawlHandler(deps: CrawlHandlerDeps): CrawlHandler {
  const api = isApi(deps.api) ? deps.api : createCrawlApi(deps.api);
  const store = createCrawlStore({
    api,
    ttlMs: deps.cacheTtlMs ?? DEFAULT_TTL_MS,
    retryMs: deps.retryMs ?? DEFAULT_RETRY_MS,
    limits: { maxUrls: deps.limits?.maxUrls ?? SITEMAP_MAX_URLS, maxBytes: deps.limits?.maxBytes ?? SITEMAP_MAX_BYTES },
    now: deps.now ?? Date.now,
    onError: deps.onError ?? ((error: unknown) => console.error('[crawl] API load failed:', error)),
  });

  return async (request) => {
    const url = new URL(request.url);
    const file = crawlFileOf(url.pathname);
    if (!file) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const site = deps.resolveSite(request.headers.get('Host') ?? url.host);
    if (!site || file.kind === 'unknown') return notFound(request);
    if (file.kind === 'robots') {
      return reply(request, 200, renderRobots(site.origin), { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL });
    }

    let crawl: CountryCrawl;
    try {
      crawl = await store.get(site);
    } catch {
      return reply(request, 503, 'The sitemap is not available right now.\n', {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': RETRY_AFTER_S,
      });
    }
    const toUrl = (entry: CrawlEntry) => sitemapUrlOf(site, entry);
    if (file.kind === 'index') return xml(request, sitemapIndex(site, crawl));
    if (file.kind === 'pages') return xml(request, renderUrlSet(crawl.pages.map(toUrl)));
    const range = crawl.layout(site)[file.kind][file.page - 1];
    if (!range) return notFound(request);
    return xml(request, renderUrlSet(crawl[file.kind].slice(range[0], range[1]).map(toUrl)));
  };
}
