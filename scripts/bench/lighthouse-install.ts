/**
 * Lighthouse (about 185 MB with its dependencies) is used by `npm run bench` only, so it stays out of the
 * root install: it is the one dependency of scripts/bench/package.json, locked by
 * scripts/bench/package-lock.json and installed into scripts/bench/node_modules, from where the bench's
 * modules import it (lazily, after ensureLighthouse()). Its types for the typecheck are
 * scripts/bench/lighthouse.d.ts, so `npm run typecheck` needs no install of it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** Why scripts/bench's Lighthouse must be installed (missing, or not the version its lockfile names), or undefined when it is ready. */
export function lighthouseToInstall(dir = benchDir): string | undefined {
  const lock = readJson<{ packages?: Record<string, { version?: string }> }>(path.join(dir, 'package-lock.json'));
  const installed = readJson<{ version?: string }>(path.join(dir, 'node_modules/lighthouse/package.json'))?.version;
  const locked = lock?.packages?.['node_modules/lighthouse']?.version;
  if (installed === undefined) return 'not installed';
  if (locked !== undefined && installed !== locked) return `${installed} installed, ${locked} locked`;
  return undefined;
}

/** Installs scripts/bench's locked Lighthouse (`npm ci --prefix scripts/bench`) when it is missing or not the locked version. */
export function ensureLighthouse(): void {
  const reason = lighthouseToInstall();
  if (reason === undefined) return;
  console.log(`Installing Lighthouse for the bench into scripts/bench/node_modules (${reason}): npm ci --prefix scripts/bench …`);
  execFileSync(npm, ['ci', '--prefix', benchDir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  const still = lighthouseToInstall();
  if (still !== undefined) throw new Error(`Lighthouse for the bench: ${still} after npm ci --prefix scripts/bench`);
}
