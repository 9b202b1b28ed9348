/**
 * Lighthouse lives outside the root install (scripts/bench/package.json): `npm run bench` installs it when
 * scripts/bench/node_modules lacks the locked version, and the root install holds no copy of it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lighthouseToInstall } from '../../scripts/bench/lighthouse-install';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];

function benchDir({ locked, installed }: { locked: string; installed?: string }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ packages: { 'node_modules/lighthouse': { version: locked } } }));
  if (installed !== undefined) {
    mkdirSync(path.join(dir, 'node_modules/lighthouse'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules/lighthouse/package.json'), JSON.stringify({ name: 'lighthouse', version: installed }));
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Lighthouse for the bench', () => {
  it('is installed when missing or not the locked version, and left alone when it is', () => {
    expect(lighthouseToInstall(benchDir({ locked: '12.8.2' }))).toBe('not installed');
    expect(lighthouseToInstall(benchDir({ locked: '12.8.2', installed: '12.8.1' }))).toBe('12.8.1 installed, 12.8.2 locked');
    expect(lighthouseToInstall(benchDir({ locked: '12.8.2', installed: '12.8.2' }))).toBeUndefined();
  });

  it('is the bench package’s one dependency, locked there, and not in the root install', () => {
    const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    expect({ ...rootManifest.dependencies, ...rootManifest.devDependencies }).not.toHaveProperty('lighthouse');
    const bench = JSON.parse(readFileSync(path.join(root, 'scripts/bench/package.json'), 'utf8')) as { type?: string; dependencies?: Record<string, string> };
    // The bench's own .ts files sit under this package.json: they stay ES modules.
    expect(bench.type).toBe('module');
    expect(Object.keys(bench.dependencies ?? {})).toEqual(['lighthouse']);
    const lock = JSON.parse(readFileSync(path.join(root, 'scripts/bench/package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
    expect(lock.packages['node_modules/lighthouse']?.version).toMatch(/^12\.8\./);
  });
});
