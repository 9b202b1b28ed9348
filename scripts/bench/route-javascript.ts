/**
 * First-visit JavaScript of a page, as the browser fetched it: the scripts of a Lighthouse run's network
 * requests, each downloaded again, decoded, and brotli-compressed at quality 11 (what a CDN serves).
 * Independent of how the build splits its chunks or which server sends them.
 */
import { brotliSize } from '../lib/brotli-size';
import type { PageRun } from './lighthouse-runs';
import { median } from './stats';

const sizes = new Map<string, Promise<number>>();

function scriptBrotliSize(url: string): Promise<number> {
  let size = sizes.get(url);
  if (!size) {
    size = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status} when fetched again for its size`);
      return brotliSize(Buffer.from(await response.arrayBuffer()));
    });
    sizes.set(url, size);
  }
  return size;
}

export interface RouteJavaScript {
  /** Median over the runs, in bytes. */
  brotliBytes: number;
  /** The scripts of the first run. */
  files: { url: string; brotliBytes: number }[];
}

export async function routeJavaScript(runs: readonly PageRun[]): Promise<RouteJavaScript> {
  const totals: number[] = [];
  for (const run of runs) {
    const unique = [...new Set(run.scriptUrls)];
    const each = await Promise.all(unique.map(scriptBrotliSize));
    totals.push(each.reduce((sum, bytes) => sum + bytes, 0));
  }
  const first = [...new Set(runs[0]?.scriptUrls ?? [])];
  return {
    brotliBytes: median(totals),
    files: await Promise.all(first.map(async (url) => ({ url, brotliBytes: await scriptBrotliSize(url) }))),
  };
}
