/**
 * After `react-router build`: a brotli (.br) and a gzip (.gz) copy beside every compressible file of
 * build/client, made once at the highest levels, so the server sends them without compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDirectory = path.resolve(root, process.env.BUILD_DIRECTORY ?? 'build', 'client');
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;
const MIN_BYTES = 1024;

function* files(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(clientDirectory)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(root, clientDirectory)} (brotli and gzip)`);
