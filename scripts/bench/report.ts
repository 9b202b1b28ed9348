/**
 * The goals (issue 9), the printed tables with the limit page beside every Lighthouse figure, and the
 * list of goals missed. A benchmark, never a timed test: `npm run bench` only.
 */
import type { FilterClickResult } from './filter-click';
import type { PageFigures } from './lighthouse-runs';
import type { MockFigures } from './mock-checks';

export const GOALS = {
  performance: 95,
  lcpMs: 1200,
  fcpMs: 1000,
  tbtMs: 100,
  cls: 0.02,
  /** First-visit JavaScript, brotli, KiB; pages without a goal are reported only. */
  javascriptKiB: { home: 120, search: 125, 'job detail': 125 } as Record<string, number>,
  filterClickMs: 100,
  seedMs: 2000,
  mockSearchMedianMs: 40,
};

export interface BenchFigures {
  runs: { lighthouse: number; filterClick: number };
  lighthouseVersion: string;
  userAgent: string;
  pages: { name: string; url: string; figures: PageFigures; javascriptKiB: number }[];
  limit: { url: string; figures: PageFigures; javascriptKiB: number };
  filterClick: FilterClickResult;
  mocks: MockFigures;
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

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
const kib = (value: number) => `${value.toFixed(1)} KiB`;

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
    const goal = GOALS.javascriptKiB[page.name];
    const ok = goal === undefined || page.javascriptKiB <= goal;
    if (!ok) misses.push(`${page.name} first-visit JavaScript ${kib(page.javascriptKiB)} (goal ≤ ${goal} KiB)`);
    return [page.name, `${goal === undefined ? '    ' : mark(ok)} ${kib(page.javascriptKiB)}`, goal === undefined ? 'no goal' : `goal ≤ ${goal} KiB`, `limit ${kib(figures.limit.javascriptKiB)}`];
  });
  lines.push(table(jsRows), '');

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
  const searchOk = figures.mocks.searchMedianMs <= GOALS.mockSearchMedianMs;
  if (!searchOk) misses.push(`mock search ${figures.mocks.searchMedianMs.toFixed(1)} ms (goal ≤ ${GOALS.mockSearchMedianMs} ms)`);
  lines.push(`${mark(searchOk)} mock search over the seeded jobs (median of 10): ${figures.mocks.searchMedianMs.toFixed(1)} ms (goal ≤ ${GOALS.mockSearchMedianMs} ms)`);

  lines.push('', misses.length === 0 ? 'Every goal met.' : `${misses.length} goal(s) missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`);
  return { text: lines.join('\n'), misses };
}
