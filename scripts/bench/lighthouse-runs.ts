/**
 * Lighthouse 12.8, programmatically, with its default config (the mobile preset: a Moto G Power-sized
 * screen, simulated slow 4G and 4× CPU), each run in a fresh Debian Chromium. A page's figures are the
 * median of RUNS runs, metric by metric. Lighthouse comes from scripts/bench/node_modules, installed by
 * ensureLighthouse() (lighthouse-install.ts) before the first run: it is imported on first use.
 */
import { launchChromium } from './chromium';
import { median } from './stats';

export const RUNS = 3;

/**
 * A run takes 15–40 s. Once, Lighthouse waited for ever on a Chromium that had gone, so a run that passes
 * this is abandoned (its Chromium closed) and tried again once in a fresh one; a second one fails the bench.
 */
const RUN_DEADLINE_MS = 180_000;
const ATTEMPTS_PER_RUN = 2;

export interface PageFigures {
  /** 0–100. */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface PageRun extends PageFigures {
  /** Every script the page downloaded during the run (network requests of type Script). */
  scriptUrls: string[];
  lighthouseVersion: string;
  userAgent: string;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
}

class RunPastDeadline extends Error {}

/** `work`, or a RunPastDeadline once `ms` have passed without it settling. */
async function withinDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RunPastDeadline(`${what} took over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function runOnce(url: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptRun(url);
    } catch (error) {
      if (!(error instanceof RunPastDeadline) || attempt >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`  ${error.message}; trying again in a fresh Chromium`);
    }
  }
}

async function attemptRun(url: string): Promise<PageRun> {
  const { default: lighthouse } = await import('lighthouse');
  const chromium = await launchChromium();
  try {
    const run = lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    run.catch(() => undefined); // an abandoned run may still fail once its Chromium is closed
    const result = await withinDeadline(run, RUN_DEADLINE_MS, `Lighthouse on ${url}`);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`);
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
    const details = lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined;
    return {
      performance: Math.round(score * 100),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      scriptUrls: (details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
    };
  } finally {
    await chromium.close();
  }
}

export interface PageResult {
  url: string;
  figures: PageFigures;
  runs: PageRun[];
}

/** RUNS Lighthouse runs of `url`, one after another. */
export async function measurePage(url: string): Promise<PageResult> {
  const runs: PageRun[] = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await runOnce(url));
  return {
    url,
    runs,
    figures: {
      performance: median(runs.map((run) => run.performance)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      fcpMs: median(runs.map((run) => run.fcpMs)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      cls: median(runs.map((run) => run.cls)),
    },
  };
}
