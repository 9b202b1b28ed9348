/**
 * The server sanitizes every job description and company page it renders, for the life of the process
 * (server/sanitize-html-server.ts). Its jsdom window once kept about 6.5 KB per sanitized description
 * (jsdom 27: a selector engine per parsed document, with listeners on the window, never freed); the
 * sanitizer that replaced it (sanitize-html, decision 0025) must keep nothing either: the heap after many
 * thousands of sanitizations must stay where it was.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { sanitizeServerHtml } from '../../server/sanitize-html-server';

const DESCRIPTION = '<p>We are hiring an <strong>accountant</strong>.</p><ul><li>Prepare reports</li><li>Audit</li></ul><a href="https://example.com" target="x">More</a><img src=x onerror=alert(1)>';

/** The heap in use once garbage is collected, between turns of the event loop as a server's requests are. */
async function heapAfterCollection(): Promise<number> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('Run with --expose-gc (the server project of vitest.config.ts does).');
  for (let round = 0; round < 3; round += 1) {
    await nextTurn();
    collect();
  }
  return process.memoryUsage().heapUsed;
}

async function sanitizeMany(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    if (sanitizeServerHtml(DESCRIPTION).includes('onerror')) throw new Error('the sanitizer let an event handler through');
    if (index % 50 === 0) await nextTurn();
  }
}

it('sanitizing tens of thousands of descriptions keeps nothing', async () => {
  await sanitizeMany(1000);
  const before = await heapAfterCollection();
  await sanitizeMany(20_000);
  const grownKiB = ((await heapAfterCollection()) - before) / 1024;
  // 20,000 sanitizations: 50 bytes kept by each would be 1 MiB; the old leak was about 130 MB here.
  expect(grownKiB).toBeLessThan(1024);
});
