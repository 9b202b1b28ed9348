/**
 * The page's HTML document as a phone downloads it: fetched with the user agent of Lighthouse's mobile
 * preset (the server renders what the Lighthouse runs were served), its body brotli-compressed at quality
 * 11 (what a CDN serves, as route-javascript.ts does for the scripts; the limit page's server does not
 * compress, so the server's own encoding would not compare). Also counts, from the same HTML, the
 * module preloads and stylesheets the document sends the browser for up front (reported, not judged).
 */
import { brotliSize } from '../lib/brotli-size';

/** A phone's browser asking for a page; Lighthouse's emulated mobile user agent (Lighthouse imported on first use, see lighthouse-install.ts). */
async function phoneHeaders(): Promise<Record<string, string>> {
  const { userAgents } = await import('lighthouse/core/config/constants.js');
  return {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-language': 'en-US,en;q=0.9',
    'user-agent': userAgents.mobile,
  };
}

export interface PageDocument {
  /** The HTML body, brotli quality 11, in bytes. */
  brotliBytes: number;
  /** `<link rel="modulepreload">` elements. */
  modulepreloads: number;
  /** `<link rel="stylesheet">` elements. */
  stylesheets: number;
}

/** How many `<link>` elements of `html` carry each rel token; script bodies are left out, so markup quoted inside them is not counted. */
function linkRelCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  for (const [tag] of markup.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\srel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
    const tokens = new Set((rel?.[1] ?? rel?.[2] ?? rel?.[3] ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return counts;
}

export function describeDocument(html: string): PageDocument {
  const rels = linkRelCounts(html);
  return { brotliBytes: brotliSize(html), modulepreloads: rels.get('modulepreload') ?? 0, stylesheets: rels.get('stylesheet') ?? 0 };
}

/** One fetch of `url` as a phone; the page must answer 200 with HTML (a redirect is followed). */
export async function measurePageDocument(url: string): Promise<PageDocument> {
  const response = await fetch(url, { headers: await phoneHeaders() });
  if (!response.ok) throw new Error(`${url} answered ${response.status} when fetched for its HTML size`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) throw new Error(`${url} answered ${type || 'no content type'}, not HTML`);
  return describeDocument(await response.text());
}
