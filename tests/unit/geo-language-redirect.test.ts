import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendToGeoLanguage } from '../../server/geo-language-redirect';

let origin = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.use((request, response, next) => (sendToGeoLanguage(request, response) ? undefined : next()));
  app.use((_request, response) => void response.send('the page'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, cookie?: string) => fetch(`${origin}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('the server and the stored geo language setting', () => {
  it('sends a page without a language prefix to the stored language, uncached and varying by cookie', async () => {
    const reply = await get('/jobs-hiring/job-search?page=2', 'geo_language=ja');
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/ja/jobs-hiring/job-search?page=2');
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.headers.get('vary')).toMatch(/Cookie/);
  });

  it('renders the page when the path names the language, the setting is en-us or absent, or the router asks for data', async () => {
    for (const [path, cookie] of [['/ar/companies', 'geo_language=ja'], ['/companies', 'geo_language=en-us'], ['/companies', undefined], ['/companies.data', 'geo_language=ja']] as const) {
      const reply = await get(path, cookie);
      expect(reply.status, path).toBe(200);
      expect(await reply.text()).toBe('the page');
    }
  });

  it('leaves other methods alone', async () => {
    const reply = await fetch(`${origin}/companies`, { method: 'POST', headers: { cookie: 'geo_language=ja' }, redirect: 'manual' });
    expect(reply.status).toBe(200);
  });
});
