/**
 * `npm run contracts:docs`: the API reference built by Redocly into reports/api-reference/ (`--out DIR`
 * to write elsewhere): index.html for the HTTP contracts, chat-events.html for the realtime chat events.
 * In development the same pages are served at /__api-reference/, rebuilt when a contract changes.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApiReference } from './lib/api-reference';
import { root } from './lib/bundle-contracts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'reports/api-reference' } } });
const dir = path.resolve(root, values.out!);
await mkdir(dir, { recursive: true });
const started = Date.now();
const pages = await buildApiReference(dir);
for (const file of [pages.index, pages.chatEvents]) {
  console.log(`API reference written to ${path.relative(root, file)} (${Math.round((await stat(file)).size / 1024)} KB)`);
}
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
