/**
 * `npm run build:budget`'s sum (scripts/lib/route-budget.ts) on a made-up manifest: which files a first
 * visit of a route downloads, each counted once, and the verdict against the goals.
 */
import { describe, expect, it } from 'vitest';
import { GOALS } from '../../scripts/lib/performance-goals';
import { firstVisitScripts, islandsFirstVisitScripts, routeBudgetReport, routeJavaScript, type BudgetManifest, type RouteJavaScript } from '../../scripts/lib/route-budget';

/** root → layout → page, and a sibling page whose files a visit of `page` never needs. */
const manifest: BudgetManifest = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/react.js', '/assets/router.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/react.js', '/assets/router.js', '/assets/shell.js'] },
    layout: { parentId: 'root', module: '/assets/language-route.js', imports: ['/assets/shell.js', '/assets/languages.js'] },
    page: {
      parentId: 'layout',
      module: '/assets/page.js',
      clientLoaderModule: '/assets/page-client-loader.js',
      imports: ['/assets/react.js', '/assets/job-card.js', '/assets/languages.js'],
    },
    sibling: { parentId: 'layout', module: '/assets/sibling.js', imports: ['/assets/chat.js', '/assets/job-card.js'] },
  },
  url: '/assets/manifest-1234.js',
};

const lazy = { lazyRouteDiscovery: true };

describe('first-visit scripts of a route', () => {
  it('are the entry and its imports, then each route from the root to the page with its own modules and imports, each file once', () => {
    expect(firstVisitScripts(manifest, 'page', lazy)).toEqual([
      '/assets/entry.client.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/language-route.js',
      '/assets/languages.js',
      '/assets/page.js',
      '/assets/page-client-loader.js',
      '/assets/job-card.js',
    ]);
  });

  it('add the whole route manifest module when routes are not discovered lazily', () => {
    expect(firstVisitScripts(manifest, 'page', { lazyRouteDiscovery: false })).toContain('/assets/manifest-1234.js');
    expect(firstVisitScripts(manifest, 'page', lazy)).not.toContain('/assets/manifest-1234.js');
  });

  it('refuse a route the manifest lacks, or one whose ancestor it lacks', () => {
    expect(() => firstVisitScripts(manifest, 'features/nowhere', lazy)).toThrow('no route features/nowhere in the build manifest');
    const orphan: BudgetManifest = { ...manifest, routes: { ...manifest.routes, layout: undefined } };
    expect(() => firstVisitScripts(orphan, 'page', lazy)).toThrow('route layout, an ancestor of page, is missing from the build manifest');
  });
});

describe('first-visit JavaScript of a route', () => {
  it('sums the brotli size of each file once, though several routes import it', () => {
    const sizes: Record<string, number> = { '/assets/react.js': 50_000, '/assets/job-card.js': 3_000, '/assets/sibling.js': 999_999, '/assets/chat.js': 999_999 };
    const route = routeJavaScript(manifest, 'search', 'page', (file) => sizes[file] ?? 100, lazy);
    // react.js (entry, root and page import it) once, job-card.js once, eight other files of 100 bytes; nothing of the sibling.
    expect(route.brotliBytes).toBe(50_000 + 3_000 + 8 * 100);
    expect(route.files).toHaveLength(10);
    expect(route.files.find(({ file }) => file === '/assets/react.js')).toEqual({ file: '/assets/react.js', brotliBytes: 50_000 });
  });
});

describe('route budget report', () => {
  const KiB = 1024;
  const route = (page: RouteJavaScript['page'], kib: number): RouteJavaScript => ({ page, routeId: `features/${page}`, files: [{ file: '/assets/a.js', brotliBytes: kib * KiB }], brotliBytes: kib * KiB });

  it('lists a route over its goal as a miss and a route on or under its goal as none', () => {
    const { text, misses } = routeBudgetReport([route('home', 130.5), route('search', GOALS.javascriptKiB.search), route('job detail', 100), route('company', 180)]);
    expect(misses).toEqual(['home first-visit JavaScript 130.5 KiB (goal ≤ 130 KiB)', 'company first-visit JavaScript 180.0 KiB (goal ≤ 135 KiB)']);
    expect(text).toMatch(/^home\s+MISS 130\.5 KiB\s+goal ≤ 130 KiB\s+1 file\s+features\/home$/m);
    expect(text).toMatch(/^search\s+ok\s+130\.0 KiB\s+goal ≤ 130 KiB/m);
    expect(text).toMatch(/^job detail\s+ok\s+100\.0 KiB\s+goal ≤ 135 KiB/m);
    expect(text).toContain('2 route(s) over their goal:\n  - home first-visit JavaScript 130.5 KiB (goal ≤ 130 KiB)');
  });

  it('says so when every route is within its goal', () => {
    const { text, misses } = routeBudgetReport([route('home', 1), route('company', 135)]);
    expect(misses).toEqual([]);
    expect(text).toContain('Every route within its goal.');
  });

  it('holds the CI ceiling: a route grown past it is listed though within its goal, one under it is not', () => {
    const { overCeiling, misses } = routeBudgetReport([route('company', GOALS.javascriptCeilingKiB.company + 0.5), route('search', GOALS.javascriptCeilingKiB.search - 0.5)]);
    expect(overCeiling).toEqual([`company first-visit JavaScript ${(GOALS.javascriptCeilingKiB.company + 0.5).toFixed(1)} KiB, over the CI ceiling of ${GOALS.javascriptCeilingKiB.company} KiB`]);
    expect(misses).toEqual([]);
  });
});

describe("first-visit scripts of a guest's island page", () => {
  /** What the islands build records: the entry (with the frame) and its imports, and each page island with its imports. */
  const record = {
    entryFiles: ['/assets/islands/entry.js', '/assets/islands/framework.js', '/assets/islands/transport.js'],
    pageIslands: {
      'home-hero': ['/assets/islands/home-hero.js', '/assets/islands/framework.js'],
      'home-categories': ['/assets/islands/home-categories.js', '/assets/islands/job-card.js', '/assets/islands/transport.js'],
      'search-filters': ['/assets/islands/search-filters.js', '/assets/islands/filters.js'],
    },
  };

  it("are the entry and its imports, then the page's own islands and theirs, each file once; another page's islands are not", () => {
    expect(islandsFirstVisitScripts(record, ['home-hero', 'home-categories'])).toEqual([
      '/assets/islands/entry.js',
      '/assets/islands/framework.js',
      '/assets/islands/transport.js',
      '/assets/islands/home-hero.js',
      '/assets/islands/home-categories.js',
      '/assets/islands/job-card.js',
    ]);
  });

  it('fails on an island the build did not make, rather than counting nothing for it', () => {
    expect(() => islandsFirstVisitScripts(record, ['nowhere'])).toThrow(/made no part nowhere/);
  });
});
