/**
 * The servers keep an idle keep-alive connection for 65 s (server/idle-connections.ts), longer than the
 * proxies in front of them: a client reusing one never meets a server that is closing it (ECONNRESET,
 * which failed a test's request to the mocks now and then). Each answer tells the client how long.
 */
import { expect, mocksOrigin, test } from './support';

test('the app and the mocks keep an idle connection for 65 s, and say so', async ({ request }, testInfo) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  expect(page.headers()['keep-alive']).toBe('timeout=65');

  const reset = await request.post(`${mocksOrigin(testInfo)}/__mock/reset`);
  expect(reset.ok()).toBe(true);
  expect(reset.headers()['keep-alive']).toBe('timeout=65');
});
