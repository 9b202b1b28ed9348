/**
 * The JavaScript a guest's first visit of a page downloads, read from React Router's build manifest
 * instead of a browser: the client entry and its imports, then, for every route from the root through
 * the layouts to the page, its module, its split client modules and their imports. This is what the
 * server-rendered HTML asks for (`<Scripts>`: a modulepreload for the entry's and the routes' imports,
 * and an inline module importing each route module and the entry). Each file is counted once, however
 * many routes import it. What a running page imports dynamically is not in the manifest (entry.client's
 * over-the-air translations after hydration, about 1 KiB): `npm run bench`, which counts what the browser
 * fetched, reads that little higher. An island page (decision 0027) loads the islands build instead:
 * islandsFirstVisitScripts counts it from what that build records.
 */
import { judgeSize, kib, table } from './goal-table';
import { GOALS, type GoalPage } from './performance-goals';

/** The part of a route's manifest entry (React Router's EntryRoute) that names browser files. */
export interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: readonly string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

/** The part of React Router's AssetsManifest (the server build's `assets`) the budget reads. */
export interface BudgetManifest {
  entry: { module: string; imports: readonly string[] };
  routes: Record<string, ManifestRoute | undefined>;
  /** The whole route manifest as a module, imported by the page only when routes are not discovered lazily. */
  url: string;
}

export interface FirstVisitOptions {
  /**
   * React Router's lazy route discovery with server rendering (the default) writes the matched routes'
   * manifest into the page; otherwise the page imports the whole manifest module (`url`) too.
   */
  lazyRouteDiscovery: boolean;
}

/** `routeId` and its ancestors, root first. */
function branch(manifest: BudgetManifest, routeId: string): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  const seen = new Set<string>();
  for (let id: string | undefined = routeId; id !== undefined; id = routes[0]!.parentId) {
    if (seen.has(id)) throw new Error(`the build manifest's routes form a loop at ${id}`);
    seen.add(id);
    const route = manifest.routes[id];
    if (!route) throw new Error(id === routeId ? `no route ${id} in the build manifest` : `route ${id}, an ancestor of ${routeId}, is missing from the build manifest`);
    routes.unshift(route);
  }
  return routes;
}

/** Every browser file a first visit of `routeId` downloads, each once, in the order the page names them. */
export function firstVisitScripts(manifest: BudgetManifest, routeId: string, { lazyRouteDiscovery }: FirstVisitOptions): string[] {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of branch(manifest, routeId)) {
    const own = [route.module, route.clientActionModule, route.clientLoaderModule, route.clientMiddlewareModule, route.hydrateFallbackModule];
    for (const file of [...own, ...(route.imports ?? [])]) if (file) files.add(file);
  }
  if (!lazyRouteDiscovery) files.add(manifest.url);
  return [...files];
}

/** What the islands build records (server/islands-entry.ts: IslandsRecord) that the budget reads. */
export interface IslandsFiles {
  entryFiles: readonly string[];
  pageIslands: Record<string, readonly string[] | undefined>;
}

/**
 * The first-visit files of a guest's island page (docs/decisions/0027-guest-pages-as-islands.md): the
 * islands' entry (with the frame's islands) and its imports, then each of the page's own islands and
 * theirs, each file once, as URL paths (`/assets/islands/…`).
 */
export function islandsFirstVisitScripts(record: IslandsFiles, pageIslands: readonly string[]): string[] {
  const files = new Set(record.entryFiles);
  for (const island of pageIslands) {
    const own = record.pageIslands[island];
    if (!own) throw new Error(`The islands build made no part ${island}`);
    for (const file of own) files.add(file);
  }
  return [...files];
}

export interface RouteJavaScript {
  page: GoalPage;
  routeId: string;
  /** Each file with its brotli size, in the order the page names them. */
  files: { file: string; brotliBytes: number }[];
  brotliBytes: number;
}

/** The first-visit files of `routeId` and their brotli sizes, summed; `brotliBytesOf` sizes one file of the build. */
export function routeJavaScript(
  manifest: BudgetManifest,
  page: GoalPage,
  routeId: string,
  brotliBytesOf: (file: string) => number,
  options: FirstVisitOptions,
): RouteJavaScript {
  return sizedRoute(page, routeId, firstVisitScripts(manifest, routeId, options), brotliBytesOf);
}

/** A route's first-visit files with their brotli sizes, summed. */
export function sizedRoute(page: GoalPage, routeId: string, files: readonly string[], brotliBytesOf: (file: string) => number): RouteJavaScript {
  const sized = files.map((file) => ({ file, brotliBytes: brotliBytesOf(file) }));
  return { page, routeId, files: sized, brotliBytes: sized.reduce((sum, { brotliBytes }) => sum + brotliBytes, 0) };
}

const KiB = 1024;

/**
 * The table of routes against the first-visit JavaScript goals, the routes over them (`misses`), and
 * the routes over the CI ceiling (`overCeiling`: grown since the ceiling was set; CI fails on these).
 */
export function routeBudgetReport(routes: readonly RouteJavaScript[]): { text: string; misses: string[]; overCeiling: string[] } {
  const misses: string[] = [];
  const overCeiling = routes
    .filter((route) => route.brotliBytes / KiB > GOALS.javascriptCeilingKiB[route.page])
    .map((route) => `${route.page} first-visit JavaScript ${(route.brotliBytes / KiB).toFixed(1)} KiB, over the CI ceiling of ${GOALS.javascriptCeilingKiB[route.page]} KiB`);
  const rows = routes.map((route) => {
    const verdict = judgeSize(`${route.page} first-visit JavaScript`, route.brotliBytes / KiB, GOALS.javascriptKiB[route.page]);
    if (verdict.miss) misses.push(verdict.miss);
    return [route.page, ...verdict.cells, `${route.files.length} file${route.files.length === 1 ? '' : 's'}`, route.routeId];
  });
  const lines = [
    "First-visit JavaScript of a guest, from the production build's route manifest: the client entry and every route module from the root to the page, with their imports (on an island page, decision 0027: the islands' entry and the page's islands, as the islands build records them), each file once, brotli quality 11 (goals: scripts/lib/performance-goals.ts, as `npm run bench`):",
    table(rows),
    '',
    misses.length === 0 ? 'Every route within its goal.' : `${misses.length} route(s) over their goal:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`,
    overCeiling.length === 0
      ? 'No route grew past its CI ceiling.'
      : `${overCeiling.length} route(s) grew past the CI ceiling (scripts/lib/performance-goals.ts):\n${overCeiling.map((line) => `  - ${line}`).join('\n')}`,
  ];
  return { text: lines.join('\n'), misses, overCeiling };
}

/** Every file of a route with its brotli size, largest first: where to look when a route is over. */
export function routeFilesTable(route: RouteJavaScript): string {
  const largestFirst = [...route.files].sort((a, b) => b.brotliBytes - a.brotliBytes);
  return table(largestFirst.map(({ file, brotliBytes }) => [`  ${kib(brotliBytes / KiB)}`, file]));
}
