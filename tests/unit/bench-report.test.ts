/**
 * `npm run bench`'s judgement and its limit page (never a timed test: the figures here are made up).
 */
import { describe, expect, it } from 'vitest';
import { limitPageHtml } from '../../scripts/bench/limit-page';
import { report, type BenchFigures } from '../../scripts/bench/report';
import { seededPages } from '../../scripts/bench/seeded-pages';

const atGoal = { performance: 95, lcpMs: 1200, fcpMs: 1000, tbtMs: 100, cls: 0.02 };
const limit = { performance: 100, lcpMs: 690, fcpMs: 690, tbtMs: 0, cls: 0 };

function figures(overrides: Partial<Record<string, Partial<typeof atGoal> & { javascriptKiB?: number }>> = {}, clickMs = 100): BenchFigures {
  return {
    runs: { lighthouse: 3, filterClick: 5 },
    lighthouseVersion: '12.8.2',
    userAgent: 'HeadlessChrome',
    pages: ['home', 'search', 'job detail', 'company'].map((name) => {
      const { javascriptKiB = 120, ...metrics } = overrides[name] ?? {};
      return { name, url: `http://127.0.0.1/${name}`, figures: { ...atGoal, ...metrics }, javascriptKiB };
    }),
    limit: { url: 'http://127.0.0.1:1/', figures: limit, javascriptKiB: 0 },
    filterClick: { medianMs: clickMs, runsMs: [clickMs, clickMs, clickMs, clickMs, clickMs] },
    mocks: { seedMs: 500, searchMedianMs: 5 },
  };
}

describe('bench report', () => {
  it('meets every goal when each figure sits exactly on its goal, and says it used medians', () => {
    const { text, misses } = report(figures());
    expect(misses).toEqual([]);
    expect(text).toContain('median of 3 runs');
    expect(text).toContain('Every goal met.');
  });

  it('names each missed figure, with the limit page figure beside the app figure', () => {
    const { text, misses } = report(figures({ search: { lcpMs: 1300, cls: 0.201 }, home: { javascriptKiB: 121 }, company: { javascriptKiB: 400 } }, 231));
    expect(misses).toEqual([
      'search LCP 1.30 s (goal ≤ 1.20 s)',
      'search CLS 0.201 (goal ≤ 0.02)',
      'home first-visit JavaScript 121.0 KiB (goal ≤ 120 KiB)',
      'filter click to updated list 231 ms (goal ≤ 100 ms)',
    ]);
    expect(text).toMatch(/search\s.*MISS 1\.30 s \/ 0\.69 s/);
    expect(text).toMatch(/company\s+400\.0 KiB\s+no goal/);
  });

  it('misses a performance score under 95', () => {
    expect(report(figures({ 'job detail': { performance: 94 } })).misses).toEqual(['job detail performance 94 (goal ≥ 95)']);
  });
});

describe('bench limit page', () => {
  it('is 30 job cards of open seeded jobs, with no script and logos from the assets host', () => {
    const { limitJobs } = seededPages();
    const html = limitPageHtml(limitJobs, 'http://127.0.0.1:4010');
    expect(limitJobs.every((job) => job.status === 'open' && job.country_key === 'ph')).toBe(true);
    expect(html.match(/<article class="job-card"/g)).toHaveLength(30);
    expect(html).not.toContain('<script');
    expect(html).toContain(`src="http://127.0.0.1:4010${limitJobs[0]!.company_logo}"`);
    expect(html).toContain(`href="/job/${limitJobs[0]!.slug}"`);
  });

  it('escapes the seeded text it writes', () => {
    const [job] = seededPages().limitJobs;
    const html = limitPageHtml([{ ...job!, title: '<b>Chef & "Cook"</b>' }], 'http://127.0.0.1:4010');
    expect(html).toContain('&#60;b&#62;Chef &#38; &#34;Cook&#34;&#60;/b&#62;');
    expect(html).not.toContain('<b>Chef');
  });
});
