/**
 * `npm run bench`: what users feel, measured on the production app talking over HTTP to the mock server
 * (scripts/bench/). Lighthouse (mobile preset) on home, search, job detail and company beside a static page
 * of 30 job cards (the limit); the first-visit JavaScript and the HTML per page, brotli; the filter-click time at 4×
 * CPU; the mocks' seed and search speed; and the production server under load and its memory over
 * 5,000 renders (scripts/bench/server-section.ts). Prints a table, writes reports/bench/latest.json, and
 * exits non-zero when a goal is missed. A benchmark, never part of `npm test`.
 *
 * `npm run bench -- --server-only` runs the server section alone (a few minutes, no Lighthouse) and
 * replaces only the server figures in reports/bench/latest.json; `--pages-only` runs everything but the
 * server section and reports the server figures of the last run beside the new page figures. Lighthouse is
 * not in the root install: the first run without --server-only installs it into scripts/bench/node_modules
 * (scripts/bench/lighthouse-install.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp, startAppServer } from './bench/app-server';
import { measureFilterClick, RUNS as FILTER_CLICK_RUNS } from './bench/filter-click';
import { ensureLighthouse } from './bench/lighthouse-install';
import { measurePage, RUNS as LIGHTHOUSE_RUNS, type PageResult } from './bench/lighthouse-runs';
import { limitPageHtml, startLimitPageServer } from './bench/limit-page';
import { measureMocks } from './bench/mock-checks';
import { freePort } from './bench/net';
import { measurePageDocument, type PageDocument } from './bench/page-document';
import { report, serverReport, summary, type BenchFigures, type DocumentFigures } from './bench/report';
import { routeJavaScript } from './bench/route-javascript';
import { seededPages } from './bench/seeded-pages';
import { measureServer } from './bench/server-section';
import { startMockHttpServer } from '../mocks/http/mock-http-server';
import type { GoalPage } from './lib/performance-goals';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.join(root, 'reports/bench/latest.json');
const KiB = 1024;

const documentFigures = ({ brotliBytes, modulepreloads, stylesheets }: PageDocument): DocumentFigures => ({ brotliKiB: brotliBytes / KiB, modulepreloads, stylesheets });

function writeFigures(figures: object): void {
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(root, outFile)}`);
}

/** The server section alone: its figures replace the server figures (and their misses) of the last full run. */
async function serverOnly(): Promise<void> {
  const mock = await startMockHttpServer({ port: 0 });
  try {
    buildApp();
    const server = await measureServer({ mockOrigin: mock.origin, jobDetailPath: seededPages().jobDetailPath });
    const { text, misses } = serverReport(server);
    console.log(`\n${text}\n\n${summary(misses)}`);
    const previous = existsSync(outFile) ? (JSON.parse(readFileSync(outFile, 'utf8')) as { misses?: string[]; serverMisses?: string[] }) : {};
    const otherMisses = (previous.misses ?? []).filter((miss) => !(previous.serverMisses ?? []).includes(miss));
    writeFigures({ ...previous, server: { measuredAt: new Date().toISOString(), ...server }, misses: [...otherMisses, ...misses], serverMisses: misses });
    if (misses.length > 0) process.exitCode = 1;
  } finally {
    await mock.close();
  }
}

/** The server figures of the last run on record, for a run that leaves the server section out. */
function lastServerFigures(): BenchFigures['server'] {
  type Recorded = { measuredAt?: string; server?: BenchFigures['server'] & { measuredAt?: string } };
  const previous: Recorded = existsSync(outFile) ? (JSON.parse(readFileSync(outFile, 'utf8')) as Recorded) : {};
  if (!previous.server) throw new Error(`--pages-only reports the server figures of the last run, and ${path.relative(root, outFile)} has none: run the whole bench once`);
  console.log(`Server figures: from the run of ${previous.server.measuredAt ?? previous.measuredAt ?? 'the last full bench'} (--pages-only).`);
  return previous.server;
}

async function main(pagesOnly: boolean): Promise<void> {
  // Lighthouse is the bench's own dependency (scripts/bench/package.json), installed on the first run.
  ensureLighthouse();
  // Read before measuring: a run with nothing on record fails at once, not after the pages.
  const recordedServer = pagesOnly ? lastServerFigures() : undefined;
  console.log('Mock seed and search …');
  const mocks = await measureMocks();
  const seeded = seededPages();

  const cleanups: (() => Promise<void>)[] = [];
  try {
    const mock = await startMockHttpServer({ port: 0 });
    cleanups.unshift(() => mock.close());
    const app = await startAppServer({ port: await freePort(), apiBaseUrl: `${mock.origin}/api`, assetsHost: `${mock.origin}/mock-assets` });
    cleanups.unshift(() => app.close());
    const limit = await startLimitPageServer(limitPageHtml(seeded.limitJobs, mock.origin));
    cleanups.unshift(() => limit.close());

    const targets: { name: GoalPage; url: string }[] = [
      { name: 'home', url: `${app.origin}/` },
      { name: 'search', url: `${app.origin}/jobs-hiring/` },
      { name: 'job detail', url: `${app.origin}${seeded.jobDetailPath}` },
      { name: 'company', url: `${app.origin}${seeded.companyPath}` },
    ];
    const measured: { name: GoalPage | 'limit'; result: PageResult }[] = [];
    for (const target of [...targets, { name: 'limit' as const, url: limit.url }]) {
      console.log(`Lighthouse × ${LIGHTHOUSE_RUNS}: ${target.name} (${target.url}) …`);
      measured.push({ name: target.name, result: await measurePage(target.url) });
    }
    // Sized after all the Lighthouse runs, so no fetch overlaps a measured load.
    const withSizes = await Promise.all(
      measured.map(async ({ name, result }) => ({ name, result, javascript: await routeJavaScript(result.runs), document: await measurePageDocument(result.url) })),
    );

    console.log(`Filter click × ${FILTER_CLICK_RUNS} at 4× CPU …`);
    const filterClick = await measureFilterClick(targets[1]!.url);

    if (!recordedServer) console.log('Server under load and its memory …');
    const server = recordedServer ?? (await measureServer({ mockOrigin: mock.origin, jobDetailPath: seeded.jobDetailPath }));

    const limitPage = withSizes.find((page) => page.name === 'limit')!;
    const firstRun = limitPage.result.runs[0]!;
    const figures: BenchFigures = {
      runs: { lighthouse: LIGHTHOUSE_RUNS, filterClick: FILTER_CLICK_RUNS },
      lighthouseVersion: firstRun.lighthouseVersion,
      userAgent: firstRun.userAgent,
      pages: withSizes.flatMap(({ name, result, javascript, document }) =>
        name === 'limit' ? [] : [{ name, url: result.url, figures: result.figures, javascriptKiB: javascript.brotliBytes / KiB, document: documentFigures(document) }],
      ),
      limit: {
        url: limitPage.result.url,
        figures: limitPage.result.figures,
        javascriptKiB: limitPage.javascript.brotliBytes / KiB,
        document: documentFigures(limitPage.document),
      },
      filterClick,
      mocks,
      server,
    };
    const { text, misses } = report(figures);
    console.log(`\n${text}`);

    const details = withSizes.map((page) => ({ name: page.name, runs: page.result.runs.map(({ scriptUrls: _, ...run }) => run), scripts: page.javascript.files }));
    const serverMisses = serverReport(server).misses;
    writeFigures({ measuredAt: new Date().toISOString(), ...figures, misses, serverMisses, details });
    if (misses.length > 0) process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

const { values: options } = parseArgs({ options: { 'server-only': { type: 'boolean', default: false }, 'pages-only': { type: 'boolean', default: false } } });
await (options['server-only'] ? serverOnly() : main(options['pages-only']));
