/**
 * The printed tables against the goals (scripts/lib/performance-goals.ts) with the limit page beside
 * every page figure, the server section's load and memory tables, and the list of goals missed. A
 * benchmark, never a timed test: `npm run bench` only.
 */
import type { FilterClickResult } from './filter-click';
import type { MemorySample } from './inspector';
import type { PageFigures } from './lighthouse-runs';
import type { LoadErrors } from './load-run';
import type { MockFigures } from './mock-checks';
import type { ServerFigures } from './server-section';
import { judgeSize, kib, mark, table } from '../lib/goal-table';
import { GOALS, type GoalPage } from '../lib/performance-goals';

/** A page's document: its HTML's brotli size (judged) and the scripts and stylesheets it links up front (reported). */
export interface DocumentFigures {
  brotliKiB: number;
  modulepreloads: number;
  stylesheets: number;
}

export interface BenchFigures {
  runs: { lighthouse: number; filterClick: number };
  lighthouseVersion: string;
  userAgent: string;
  pages: { name: GoalPage; url: string; figures: PageFigures; javascriptKiB: number; document: DocumentFigures }[];
  limit: { url: string; figures: PageFigures; javascriptKiB: number; document: DocumentFigures };
  filterClick: FilterClickResult;
  mocks: MockFigures;
  server: ServerFigures;
}

interface Metric {
  key: keyof PageFigures;
  label: string;
  goal: string;
  ok: (value: number) => boolean;
  show: (value: number) => string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const METRICS: Metric[] = [
  { key: 'performance', label: 'performance', goal: `≥ ${GOALS.performance}`, ok: (v) => v >= GOALS.performance, show: (v) => String(Math.round(v)) },
  { key: 'lcpMs', label: 'LCP', goal: `≤ ${seconds(GOALS.lcpMs)}`, ok: (v) => v <= GOALS.lcpMs, show: seconds },
  { key: 'fcpMs', label: 'FCP', goal: `≤ ${seconds(GOALS.fcpMs)}`, ok: (v) => v <= GOALS.fcpMs, show: seconds },
  { key: 'tbtMs', label: 'TBT', goal: `≤ ${GOALS.tbtMs} ms`, ok: (v) => v <= GOALS.tbtMs, show: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', goal: `≤ ${GOALS.cls}`, ok: (v) => v <= GOALS.cls, show: (v) => v.toFixed(3) },
];

/** The report text and every goal missed. */
export function report(figures: BenchFigures): { text: string; misses: string[] } {
  const misses: string[] = [];
  const lines: string[] = [];
  lines.push(
    `Lighthouse ${figures.lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU), ${figures.userAgent}.`,
    `Each figure is the median of ${figures.runs.lighthouse} runs; each cell reads "app / limit", the limit being a static HTML page of 30 job cards.`,
    '',
  );
  const header = ['page', ...METRICS.map((metric) => `${metric.label} (goal ${metric.goal})`)];
  const rows = figures.pages.map((page) => [
    page.name,
    ...METRICS.map((metric) => {
      const value = page.figures[metric.key];
      const ok = metric.ok(value);
      if (!ok) misses.push(`${page.name} ${metric.label} ${metric.show(value)} (goal ${metric.goal})`);
      return `${mark(ok)} ${metric.show(value)} / ${metric.show(figures.limit.figures[metric.key])}`;
    }),
  ]);
  lines.push(table([header, ...rows]), '');

  lines.push(`First-visit JavaScript, brotli quality 11 of the scripts the browser downloaded (median of ${figures.runs.lighthouse} runs):`);
  const jsRows = figures.pages.map((page) => {
    const verdict = judgeSize(`${page.name} first-visit JavaScript`, page.javascriptKiB, GOALS.javascriptKiB[page.name]);
    if (verdict.miss) misses.push(verdict.miss);
    return [page.name, ...verdict.cells, `limit ${kib(figures.limit.javascriptKiB)}`];
  });
  lines.push(table(jsRows), '');

  lines.push(`HTML document, brotli quality 11 of the body as fetched once with Lighthouse's mobile user agent (not the server's own encoding):`);
  const htmlRows = figures.pages.map((page) => {
    const verdict = judgeSize(`${page.name} HTML`, page.document.brotliKiB, GOALS.htmlKiB[page.name]);
    if (verdict.miss) misses.push(verdict.miss);
    return [page.name, ...verdict.cells, `limit ${kib(figures.limit.document.brotliKiB)}`];
  });
  lines.push(table(htmlRows), '');

  // Reported only: how many files the document sends the browser for up front, to read beside the sizes.
  lines.push('Links in that HTML (reported, no goal); each cell reads "app / limit":');
  const linkRows = figures.pages.map((page) => [
    page.name,
    `${page.document.modulepreloads} / ${figures.limit.document.modulepreloads}`,
    `${page.document.stylesheets} / ${figures.limit.document.stylesheets}`,
  ]);
  lines.push(table([['page', 'modulepreload', 'stylesheet'], ...linkRows]), '');

  const click = figures.filterClick;
  const clickOk = click.medianMs <= GOALS.filterClickMs;
  if (!clickOk) misses.push(`filter click to updated list ${Math.round(click.medianMs)} ms (goal ≤ ${GOALS.filterClickMs} ms)`);
  lines.push(
    `${mark(clickOk)} filter click to updated list at 4× CPU: ${Math.round(click.medianMs)} ms, median of ${figures.runs.filterClick} runs (${click.runsMs
      .map((ms) => Math.round(ms))
      .join(', ')} ms; goal ≤ ${GOALS.filterClickMs} ms)`,
  );

  const seedOk = figures.mocks.seedMs <= GOALS.seedMs;
  if (!seedOk) misses.push(`seed generation ${Math.round(figures.mocks.seedMs)} ms (goal ≤ ${GOALS.seedMs} ms)`);
  lines.push(`${mark(seedOk)} seed generation (9,000+ jobs): ${Math.round(figures.mocks.seedMs)} ms (goal ≤ ${GOALS.seedMs} ms)`);
  const searchOk = figures.mocks.searchP95Ms <= GOALS.mockSearchP95Ms;
  if (!searchOk) misses.push(`mock search p95 ${figures.mocks.searchP95Ms.toFixed(1)} ms (goal ≤ ${GOALS.mockSearchP95Ms} ms)`);
  lines.push(
    `${mark(searchOk)} mock search over the seeded jobs, 100 after warm-up: p95 ${figures.mocks.searchP95Ms.toFixed(1)} ms (goal ≤ ${GOALS.mockSearchP95Ms} ms), median ${figures.mocks.searchMedianMs.toFixed(1)} ms`,
  );

  const server = serverReport(figures.server);
  misses.push(...server.misses);
  lines.push('', server.text, '', summary(misses));
  return { text: lines.join('\n'), misses };
}

/** The closing line: every goal met, or the list of misses. */
export function summary(misses: string[]): string {
  return misses.length === 0 ? 'Every goal met.' : `${misses.length} goal(s) missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const count = (value: number) => value.toLocaleString('en-US');
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)}%`;

function describeErrors(errors: LoadErrors): string {
  const statuses = Object.entries(errors.statuses).map(([status, times]) => `${status} ×${times}`);
  return `${count(errors.total)} error${errors.total === 1 ? '' : 's'} (non-2xx ${errors.non2xx}${statuses.length ? ` [${statuses.join(', ')}]` : ''}, timeouts ${errors.timeouts}, socket errors ${errors.socketErrors})`;
}

/** The server section's tables (load, then memory) and its misses. */
export function serverReport(server: ServerFigures): { text: string; misses: string[] } {
  const misses: string[] = [];
  const lines: string[] = [];
  const errorsOk = (errors: LoadErrors) => errors.total <= GOALS.loadErrors;
  lines.push(
    `Server: the production server (server/serve.js, Node ${server.nodeVersion}) against the mock server, measured with autocannon, as a phone's browser asks for pages.`,
    `Each run lasts ${server.loadSettings.durationS} s on a freshly started server after ${server.loadSettings.warmUp} answers of warm-up; req/s is the mean of the per-second counts. Errors are non-2xx answers, timeouts and socket errors.`,
    '',
  );
  const loadRows = server.load.map((run) => {
    const ok = errorsOk(run.errors);
    if (!ok) misses.push(`${run.page} at ${run.connections} connections: ${describeErrors(run.errors)} (goal ${GOALS.loadErrors})`);
    return [run.page, String(run.connections), run.requestsPerSecond.toFixed(1), `${Math.round(run.p50Ms)} ms`, `${Math.round(run.p99Ms)} ms`, count(run.responses), `${mark(ok)} ${ok ? '0' : describeErrors(run.errors)}`];
  });
  lines.push(table([['page', 'connections', 'req/s', 'p50', 'p99', 'answers', `errors (goal ${GOALS.loadErrors})`], ...loadRows]), '');

  const { heap } = server;
  const growth = heap.after.heapUsedBytes / heap.warmed.heapUsedBytes - 1;
  const heapOk = heap.after.heapUsedBytes <= heap.warmed.heapUsedBytes * (1 + GOALS.heapGrowth);
  if (!heapOk) {
    misses.push(`heap after ${count(heap.renders)} renders ${mib(heap.after.heapUsedBytes)}, ${percent(growth)} over the warmed ${mib(heap.warmed.heapUsedBytes)} (goal ≤ ${percent(GOALS.heapGrowth)})`);
  }
  const sample = (label: string, memory: MemorySample, note: string) => [label, mib(memory.heapUsedBytes), mib(memory.rssBytes), note];
  lines.push(
    `Memory of the production server, after full garbage collections (through its inspector); renders across ${heap.pages.join(', ')} at ${heap.connections} connections:`,
    table([
      ['sample', 'heap used', 'RSS', `heap vs warmed (goal ≤ ${percent(GOALS.heapGrowth)})`],
      sample('cold (just started)', heap.cold, ''),
      sample(`warmed (${count(heap.warmUpRenders)} renders)`, heap.warmed, 'baseline'),
      sample(`after ${count(heap.renders)} more renders`, heap.after, `${mark(heapOk)} ${percent(growth)}`),
    ]),
  );
  const renderErrorsOk = errorsOk(heap.errors);
  if (!renderErrorsOk) misses.push(`memory check renders: ${describeErrors(heap.errors)} (goal ${GOALS.loadErrors})`);
  lines.push(
    `${mark(renderErrorsOk)} errors in the memory check's ${count(heap.warmUpRenders + heap.renders)} renders: ${renderErrorsOk ? '0' : describeErrors(heap.errors)} (goal ${GOALS.loadErrors})`,
    `The server section took ${Math.round(server.durationS)} s (build excluded).`,
  );
  return { text: lines.join('\n'), misses };
}
