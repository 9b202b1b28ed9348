/**
 * Sitemap protocol XML (sitemaps.org 0.9 with Google's xhtml:link hreflang extension): escaping, one
 * `<url>` per page with its language alternates, `<urlset>` and `<sitemapindex>` documents, and the
 * split of a long list into files that stay within the protocol's limits.
 */

/** Protocol limits for one sitemap file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values: the five XML entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export interface Alternate {
  /** A BCP 47 tag or "x-default". */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  /** W3C datetime (ISO 8601); left out when unknown. */
  lastmod?: string;
  alternates?: readonly Alternate[];
}

export interface SitemapRef {
  loc: string;
  lastmod?: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN = `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const INDEX_CLOSE = '</sitemapindex>\n';

export function renderUrl(url: SitemapUrl): string {
  const parts = [`<url><loc>${escapeXml(url.loc)}</loc>`];
  if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
  for (const alternate of url.alternates ?? []) {
    parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
  }
  parts.push('</url>\n');
  return parts.join('');
}

export function renderUrlSet(urls: Iterable<SitemapUrl>): string {
  let body = '';
  for (const url of urls) body += renderUrl(url);
  return URLSET_OPEN + body + URLSET_CLOSE;
}

export function renderSitemapIndex(sitemaps: readonly SitemapRef[]): string {
  const body = sitemaps
    .map((ref) => `<sitemap><loc>${escapeXml(ref.loc)}</loc>${ref.lastmod ? `<lastmod>${escapeXml(ref.lastmod)}</lastmod>` : ''}</sitemap>\n`)
    .join('');
  return INDEX_OPEN + body + INDEX_CLOSE;
}

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

/** Half-open index range [start, end) of the items one sitemap file holds. */
export type ItemRange = readonly [start: number, end: number];

const encoder = new TextEncoder();
const URLSET_FRAME_BYTES = encoder.encode(URLSET_OPEN + URLSET_CLOSE).byteLength;

/**
 * Splits items into consecutive sitemap files, each within both limits once rendered. A single entry
 * larger than the byte limit (it cannot happen with real URLs) still gets a file of its own.
 */
export function splitIntoSitemaps<T>(items: readonly T[], toUrl: (item: T) => SitemapUrl, limits: SitemapLimits): ItemRange[] {
  const ranges: ItemRange[] = [];
  let start = 0;
  let bytes = URLSET_FRAME_BYTES;
  items.forEach((item, index) => {
    const size = encoder.encode(renderUrl(toUrl(item))).byteLength;
    const count = index - start;
    if (count > 0 && (count >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      ranges.push([start, index]);
      start = index;
      bytes = URLSET_FRAME_BYTES;
    }
    bytes += size;
  });
  if (items.length > start) ranges.push([start, items.length]);
  return ranges;
}
