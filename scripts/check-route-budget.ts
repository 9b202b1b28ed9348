/**
 * `npm run build:budget`: the first-visit JavaScript of a guest on home, search, job detail and company,
 * from the production build alone (no browser, no server), against the same goals as `npm run bench`
 * (scripts/lib/performance-goals.ts). Reads React Router's manifest from the server build and the files
 * from build/client; see scripts/lib/route-budget.ts for what a first visit downloads. Exits 1 when a
 * route grew past its CI ceiling, or with `-- --goals` when a route is over its goal (the ceiling
 * holds the line while the routes are still over their goals). `-- --files` also lists every file of
 * each route, largest first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ServerBuild } from 'react-router';
import { brotliSize } from './lib/brotli-size';
import { GOAL_PAGES, type GoalPage } from './lib/performance-goals';
import { islandsFirstVisitScripts, routeBudgetReport, routeFilesTable, routeJavaScript, sizedRoute } from './lib/route-budget';
import { readIslandsRecord } from '../server/islands-entry';
import { pageIslandsOf } from '../web/src/lib/island-names';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The same directory the build wrote (react-router.config.ts, scripts/precompress.ts).
const buildDirectory = path.resolve(root, process.env.BUILD_DIRECTORY ?? 'build');

/** Each measured page's route id (web/src/routes.ts: the module's path under web/src, without extension). */
const PAGE_ROUTE_IDS: Record<GoalPage, string> = {
  home: 'features/home/home-route',
  search: 'features/job-search/job-search-route',
  'job detail': 'features/job-detail/job-detail-route',
  company: 'features/company/company-route',
};

type BuildFacts = Pick<ServerBuild, 'assets' | 'publicPath' | 'ssr' | 'routeDiscovery' | 'routes'>;

/**
 * React Router's server build. build/server/index.js is our own server (server/entry.ts), which loads the
 * server build lazily from a chunk of its own: that chunk, not index.js, exports the manifest (`assets`).
 */
async function loadServerBuild(): Promise<BuildFacts> {
  const chunks = path.join(buildDirectory, 'server/assets');
  const found = existsSync(chunks) ? readdirSync(chunks).filter((name) => /^server-build-[\w-]+\.js$/.test(name)) : [];
  if (found.length !== 1) {
    throw new Error(`expected one server-build-*.js in ${path.relative(root, chunks)}, found ${found.length}: run \`npm run build\` first`);
  }
  const build = (await import(pathToFileURL(path.join(chunks, found[0]!)).href)) as Partial<BuildFacts>;
  if (!build.assets?.entry || !build.assets.routes || build.publicPath === undefined || !build.routeDiscovery || build.ssr === undefined || !build.routes) {
    throw new Error(`${found[0]} does not export React Router's server build (assets, publicPath, ssr, routeDiscovery, routes)`);
  }
  return build as BuildFacts;
}

const { values: options } = parseArgs({ options: { files: { type: 'boolean', default: false }, goals: { type: 'boolean', default: false } } });
const build = await loadServerBuild();
const clientDirectory = path.join(buildDirectory, 'client');
const sizes = new Map<string, number>();
/** A manifest path (`/assets/x.js` under the public path) sized from build/client, each file once. */
function brotliBytesOf(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    if (!file.startsWith(build.publicPath)) throw new Error(`${file} is not under the build's public path ${build.publicPath}`);
    size = brotliSize(readFileSync(path.join(clientDirectory, file.slice(build.publicPath.length))));
    sizes.set(file, size);
  }
  return size;
}

const lazyRouteDiscovery = build.ssr && build.routeDiscovery.mode === 'lazy';
/** What the islands build recorded (vite.islands.config.ts): a guest's island page loads its files instead (decision 0027). */
const islandsRecord = readIslandsRecord(clientDirectory);
const routes = GOAL_PAGES.map((page) => {
  const routeId = PAGE_ROUTE_IDS[page];
  const islands = pageIslandsOf(build.routes[routeId]?.module.handle);
  if (!islands || !islandsRecord) return routeJavaScript(build.assets, page, routeId, brotliBytesOf, { lazyRouteDiscovery });
  return sizedRoute(page, routeId, islandsFirstVisitScripts(islandsRecord, islands), brotliBytesOf);
});
const { text, misses, overCeiling } = routeBudgetReport(routes);
console.log(text);
if (options.files) {
  for (const route of routes) console.log(`\n${route.page} (${route.routeId}):\n${routeFilesTable(route)}`);
}
if (overCeiling.length > 0 || (options.goals && misses.length > 0)) process.exitCode = 1;
