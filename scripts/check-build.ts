/**
 * The production build must carry no mock code, no secrets and nothing meant for tooling or QA:
 * fails if build/ (the browser's files and the server bundle) mentions the mock worker, MSW, faker or the seed, holds the build manifest
 * (.vite/manifest.json) or any string of the mock panel's catalogs, or if a file island pages load at
 * start lacks its compile hint; and prints the gzip size of each
 * JavaScript chunk.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { catalogStrings } from './lib/catalog-strings';
import { COMPILE_HINT, COMPILE_HINT_FROM_BYTES, readIslandsRecord } from '../server/islands-entry';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distName = process.argv[2] ?? 'build';
const dist = path.join(root, distName);
const FORBIDDEN = [/mockServiceWorker/, /\bmsw\b/i, /@faker-js/, /fakerjs/i, /SEED_FIXTURES/, /X-Mock-Scenario/];
const TEXT_FILE = /\.(js|mjs|css|html|json|txt|map|svg|webmanifest)$/;

let failed = false;
const fail = (message: string) => {
  console.error(message);
  failed = true;
};

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
  .sort();

// What an island page loads at start compiles as it streams in (decision 0028): the hint must still be
// each file's first line, whatever the bundler put before it.
const islands = readIslandsRecord(path.join(dist, 'client'));
if (islands) {
  const loadedAtStart = new Set([...islands.entryFiles, ...Object.values(islands.pageIslands).flat()]);
  for (const url of loadedAtStart) {
    const code = readFileSync(path.join(dist, 'client', url), 'utf8');
    if (code.length >= COMPILE_HINT_FROM_BYTES + COMPILE_HINT.length && !code.startsWith(COMPILE_HINT)) {
      fail(`${distName}/client${url} is loaded by island pages at start but does not begin with V8's compile hint`);
    }
  }
}

for (const file of files.filter((name) => name.split(path.sep).includes('.vite') || path.basename(name) === 'manifest.json')) {
  fail(`${distName}/${file} is the build manifest: it maps every source module to its chunk and must not ship`);
}

// Strings only the mock panel's catalogs have (not even inside another catalog's string): any of
// them in the build means its catalogs shipped.
const featuresDir = path.join(root, 'web/src/features');
const otherCatalogs = new Set<string>();
for (const catalog of readdirSync(path.join(root, 'web/src/i18n/locales'), { recursive: true }).map(String).filter((name) => name.endsWith('.json'))) {
  for (const value of catalogStrings(path.join(root, 'web/src/i18n/locales', catalog))) otherCatalogs.add(value);
}
for (const feature of readdirSync(featuresDir).filter((name) => name !== 'dev-tools' && existsSync(path.join(featuresDir, name, 'locales')))) {
  for (const catalog of readdirSync(path.join(featuresDir, feature, 'locales'))) {
    for (const value of catalogStrings(path.join(featuresDir, feature, 'locales', catalog))) otherCatalogs.add(value);
  }
}
const devToolsDir = path.join(featuresDir, 'dev-tools/locales');
const devToolsOnly = readdirSync(devToolsDir)
  .flatMap((catalog) => catalogStrings(path.join(devToolsDir, catalog)))
  .filter((value) => value.length >= 12 && ![...otherCatalogs].some((other) => other.includes(value)));
if (devToolsOnly.length === 0) fail('no string of web/src/features/dev-tools/locales to look for: the check would prove nothing');

let total = 0;
for (const file of files.filter((name) => TEXT_FILE.test(name))) {
  const text = readFileSync(path.join(dist, file), 'utf8');
  if (file.endsWith('.js')) total += gzipSync(text).length;
  for (const pattern of FORBIDDEN) {
    if (pattern.test(text)) fail(`${distName}/${file} contains mock code (${pattern})`);
  }
  const leaked = devToolsOnly.find((value) => text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1)));
  if (leaked !== undefined) fail(`${distName}/${file} contains the mock panel's catalog string ${JSON.stringify(leaked)}`);
}
console.log(`production JavaScript: ${(total / 1024).toFixed(1)} KiB gzip in total`);
console.log(`checked ${files.length} files for mock code, the build manifest and ${devToolsOnly.length} mock panel strings`);
if (failed) process.exitCode = 1;
