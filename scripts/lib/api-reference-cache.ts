/**
 * The dev server's API reference, built once per version of the contracts: pages live in
 * `<dir>/<fingerprint>/`, where the fingerprint hashes every contract, the Redocly config and the
 * builder. A request serves the built pages at once; after a contract changes, the next request
 * waits for one rebuild (concurrent requests share it) and later ones are served from disk again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildApiReference } from './api-reference.ts';
import { root } from './bundle-contracts.ts';

export const REFERENCE_CACHE_DIR = path.join(root, '.build/api-reference');

/** Files whose change changes the reference: the contracts, the Redocly config, the builder, the CLI. */
export async function referenceInputs(): Promise<string[]> {
  const contracts = (await readdir(path.join(root, 'contracts'))).filter((name) => /\.ya?ml$/.test(name)).sort();
  return [
    ...contracts.map((name) => path.join(root, 'contracts', name)),
    path.join(root, 'redocly.yaml'),
    path.join(root, 'scripts/lib/api-reference.ts'),
    path.join(root, 'node_modules/@redocly/cli/package.json'),
  ];
}

export async function fingerprintOf(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export interface ReferenceCacheOptions {
  dir: string;
  fingerprint: () => Promise<string>;
  build: (outDir: string) => Promise<unknown>;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Returns `ensure()`: the directory holding the pages for the current fingerprint, built if needed. */
export function createReferenceCache({ dir, fingerprint, build }: ReferenceCacheOptions): () => Promise<string> {
  const pending = new Map<string, Promise<string>>();

  async function buildInto(current: string, key: string): Promise<string> {
    const temporary = path.join(dir, `${key}.tmp-${process.pid}-${Date.now()}`);
    await mkdir(temporary, { recursive: true });
    try {
      await build(temporary);
      // Another process may have finished the same version first: keep theirs.
      if (await exists(current)) await rm(temporary, { recursive: true, force: true });
      else await rename(temporary, current);
    } catch (error) {
      await rm(temporary, { recursive: true, force: true });
      throw error;
    }
    // Older versions go; other builds still under way (.tmp-) are left to finish.
    for (const name of await readdir(dir)) {
      if (name !== key && !name.includes('.tmp-')) await rm(path.join(dir, name), { recursive: true, force: true });
    }
    return current;
  }

  return async function ensure(): Promise<string> {
    const key = await fingerprint();
    const current = path.join(dir, key);
    if (await exists(current)) return current;
    let promise = pending.get(key);
    if (!promise) {
      promise = buildInto(current, key).finally(() => pending.delete(key));
      pending.set(key, promise);
    }
    return promise;
  };
}

/** The cache the dev server uses: .build/api-reference/, fingerprinted from referenceInputs(). */
export function devReferenceCache(): () => Promise<string> {
  return createReferenceCache({
    dir: REFERENCE_CACHE_DIR,
    fingerprint: async () => fingerprintOf(await referenceInputs()),
    build: buildApiReference,
  });
}
