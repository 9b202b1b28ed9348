/**
 * `npm run contracts:json`: the contracts as JSON for teams whose tools prefer it, written to
 * reports/contracts/ (build output, not committed; `-- --out DIR` to write elsewhere):
 * `<service>.json`, each service bundled on its own (what it uses of common.yaml copied into its own
 * components, no external $ref), and `all.json`, every service merged into one dereferenced document
 * (the one Prism and the API reference read).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { bundleContracts, root, SERVICES } from './lib/bundle-contracts';


async function bundleServiceSelfContained(service: string): Promise<unknown> {
  const result = await bundle({ ref: path.join(root, 'contracts', `${service}.yaml`), config: await createConfig({}), dereference: false });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new Error(`${service}.yaml: ${errors.map((e) => e.message).join('; ')}`);
  return result.bundle.parsed;
}

/** Every file by name, as the text to write. */
export async function renderContractsJson(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const service of SERVICES) files.set(`${service}.json`, `${JSON.stringify(await bundleServiceSelfContained(service), null, 2)}\n`);
  files.set('all.json', `${JSON.stringify(await bundleContracts(), null, 2)}\n`);
  return files;
}

async function main(): Promise<void> {
  const index = process.argv.indexOf('--out');
  const outDir = path.resolve(root, index >= 0 ? (process.argv[index + 1] ?? '') : 'reports/contracts');
  const files = await renderContractsJson();
  await mkdir(outDir, { recursive: true });
  for (const [name, text] of files) await writeFile(path.join(outDir, name), text);
  console.log(`Wrote ${files.size} JSON contracts to ${path.relative(root, outDir) || '.'}/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts/contracts-json.ts')) await main();
