/**
 * Speed and size goals (never timed assertions in tests): the production JavaScript a first visit to
 * the search route downloads (gzip), seed generation time, and mock search latency over 9,000 jobs.
 * Builds first when dist/ is missing. Exits non-zero when a goal is missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOALS = { searchRouteGzipKiB: 170, seedMs: 2000, searchMedianMs: 40 };

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}

function routeJavaScript(manifest: Record<string, ManifestChunk>, routeSource: string): { files: string[]; gzip: number } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const routeKey = Object.keys(manifest).find((key) => key.endsWith(routeSource))!;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  visit(entryKey);
  visit(routeKey);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(root, 'dist', file))).length, 0);
  return { files, gzip };
}

async function main(): Promise<void> {
  const results: string[] = [];
  let failed = false;
  const check = (label: string, value: number, goal: number, unit: string) => {
    const ok = value <= goal;
    failed ||= !ok;
    results.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${value.toFixed(1)} ${unit} (goal ≤ ${goal} ${unit})`);
  };

  // The build keeps its manifest outside dist/ (vite.config.ts), so it never ships.
  const manifestFile = path.join(root, '.build/vite-manifest/dist.json');
  if (!existsSync(manifestFile)) {
    execFileSync('npx', ['vite', 'build', '--config', 'vite.config.ts'], { cwd: root, stdio: 'inherit' });
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const search = routeJavaScript(manifest, 'features/job-search/job-search-route.tsx');
  check('search route JavaScript, first visit (gzip)', search.gzip / 1024, GOALS.searchRouteGzipKiB, 'KiB');

  const { generateSeed } = await import('../mocks/seed/generate');
  const seedStart = performance.now();
  generateSeed();
  check('seed generation (9,000+ jobs)', performance.now() - seedStart, GOALS.seedMs, 'ms');

  const { createMockServer } = await import('../mocks/node');
  const { configureTransport } = await import('../sdk/transport');
  const { searchJobs } = await import('../sdk/generated/job/hooks');
  const server = createMockServer();
  server.listen({ onUnhandledRequest: 'error' });
  configureTransport({ baseUrls: { default: 'http://localhost/api' }, getHeaders: () => ({ 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1', 'Device-Uuid': 'bench' }) });
  await searchJobs({ query: 'warm-up' });
  const timings: number[] = [];
  for (const query of ['accountant', 'engineer', 'sales', 'nurse', 'developer', 'manager', 'designer', 'teacher', 'analyst', 'driver']) {
    const start = performance.now();
    await searchJobs({ query, sort: 3, page: 2 });
    timings.push(performance.now() - start);
  }
  server.close();
  timings.sort((a, b) => a - b);
  check('mock search over the seeded jobs (median)', timings[Math.floor(timings.length / 2)]!, GOALS.searchMedianMs, 'ms');

  console.log(results.join('\n'));
  if (failed) process.exitCode = 1;
}

await main();
