/**
 * The browser's files as the production server sends them: precompressed when the client takes it,
 * GET and HEAD only, and a file that went missing after start-up fails that request, not the process.
 * This file's server also sits behind a configured proxy (TRUSTED_PROXIES=loopback), whose forwarded
 * protocol then counts (session-and-requests.test.ts shows that nobody else's does).
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { productionServerForFile } from './production-server';

const server = productionServerForFile(() => ({ TRUSTED_PROXIES: 'loopback' }), { copyClientFiles: true });

const firstAsset = (suffix: string) => readdirSync(path.join(server.clientDirectory, 'assets')).find((name) => name.endsWith(suffix))!;

describe('static files', () => {
  it('sends the brotli copy to a client that takes it, the file itself otherwise', async () => {
    const script = `/assets/${firstAsset('.js.br').slice(0, -'.br'.length)}`;
    const brotli = await server.get(script, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await server.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toMatch(/import|export|function/);
  });

  it('answers only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE']) {
      const reply = await server.get('/manifest.webmanifest', { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow, method).toBe('GET, HEAD');
    }
    expect((await server.get('/manifest.webmanifest', { method: 'HEAD' })).status).toBe(200);
  });

  it('a file deleted after start-up fails its request with an error, and the server keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const compressed = firstAsset('.js.br');
    rmSync(path.join(server.clientDirectory, 'assets', compressed));
    const reply = await server.get(`/assets/${compressed.slice(0, -'.br'.length)}`, { headers: { 'accept-encoding': 'br' } });
    expect(reply.status).toBe(500);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(logged).toHaveBeenCalled();
    expect((await server.get('/healthz')).status).toBe(200);
    expect((await server.get('/jobs-hiring/')).status).toBe(200);
  });
});

describe('behind a configured proxy', () => {
  it('believes its forwarded protocol: the cleared session cookies are secure over https', async () => {
    const user = encodeURIComponent(JSON.stringify({ id: 900001, first_name: 'Maria', last_name: 'Santos', email: 'maria.santos@example.com', is_profile_completed: true }));
    const reply = await server.get('/job/accountant-200001', { headers: { cookie: `sessionid=expired-session; user=${user}`, 'x-forwarded-proto': 'https' } });
    expect(reply.status).toBe(302);
    const cookies = reply.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
  });
});
