/**
 * `npm run contracts:docs`: the API reference as one static page, reports/api-reference/index.html
 * (`--out FILE` to write elsewhere). In development the same page is served at /__api-reference/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderApiReference } from './lib/api-reference';
import { bundleContracts, root } from './lib/bundle-contracts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'reports/api-reference/index.html' } } });
const file = path.resolve(root, values.out!);
const html = renderApiReference(await bundleContracts(), { generatedAt: new Date().toISOString() });
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, html);
console.log(`API reference written to ${path.relative(root, file)} (${Math.round(html.length / 1024)} KB)`);
