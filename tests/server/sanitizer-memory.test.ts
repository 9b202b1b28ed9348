/**
 * The server sanitizes every job description and company page in one jsdom window (server/app.ts).
 * Under jsdom 27 every document DOMPurify parsed got a selector engine that registered listeners on
 * that window and was never freed: about 6.5 KB per sanitized description, for the life of the process
 * (most of the heap growth `npm run bench` measured once the query caches were fixed). The heap after
 * thousands of sanitizations must stay where it was.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { sanitizeHtml, setSanitizerWindow } from '../../web/src/lib/sanitize-html';

const DESCRIPTION = '<p>We are hiring an <strong>accountant</strong>.</p><ul><li>Prepare reports</li><li>Audit</li></ul><a href="https://example.com" target="x">More</a><img src=x onerror=alert(1)>';

/**
 * The heap in use once garbage is collected. Between collections the work yields, as a server does
 * between requests: V8 keeps a WeakRef's target (jsdom keeps some) until the task that made it ends.
 */
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
    if (sanitizeHtml(DESCRIPTION).includes('onerror')) throw new Error('the sanitizer let an event handler through');
    if (index % 50 === 0) await nextTurn();
  }
}

it('sanitizing thousands of descriptions in one window keeps nothing', async () => {
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  await sanitizeMany(300);
  const before = await heapAfterCollection();
  await sanitizeMany(3000);
  const grownKiB = ((await heapAfterCollection()) - before) / 1024;
  // The old leak grew the heap by about 19 MB here; what remains is the allocator's noise.
  expect(grownKiB).toBeLessThan(3 * 1024);
});
