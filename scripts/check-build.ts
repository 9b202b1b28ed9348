/**
 * The production build must carry no mock code and no secrets: fails if dist/ mentions the mock
 * worker, MSW, faker or the seed, and prints the gzip size of each JavaScript chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'dist/assets');
const FORBIDDEN = [/mockServiceWorker/, /\bmsw\b/i, /@faker-js/, /fakerjs/i, /SEED_FIXTURES/, /X-Mock-Scenario/];

let failed = false;
let total = 0;
for (const file of readdirSync(assets).filter((name) => name.endsWith('.js')).sort()) {
  const text = readFileSync(path.join(assets, file), 'utf8');
  const gzip = gzipSync(text).length;
  total += gzip;
  for (const pattern of FORBIDDEN) {
    if (pattern.test(text)) {
      console.error(`dist/assets/${file} contains mock code (${pattern})`);
      failed = true;
    }
  }
}
console.log(`production JavaScript: ${(total / 1024).toFixed(1)} KiB gzip in total`);
if (failed) process.exitCode = 1;
