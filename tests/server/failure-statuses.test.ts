/**
 * Status codes and caching a CDN can trust: 404 and 410 only when the API says the thing does not
 * exist or is closed; a page whose data failed answers 503 with Retry-After and no-store, showing its
 * error state with a retry; a render error answers 500, no-store, logged and reported. Nothing that
 * failed is cacheable, so no cache (shared, the browser's or the service worker's) serves it later.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forceOnApi, productionServerForFile } from './production-server';

/**
 * The API as the server sees it: the mocks, except job 200001's detail, which `brokenJob` may replace
 * with a reply the page cannot render (what a faulty API release could send).
 */
let brokenJob = false;
let proxy: Server;
let proxyOrigin = '';
let mocksOrigin = '';
beforeAll(async () => {
  proxy = createServer((incoming, outgoing) => {
    // A request the server gave up on (a timeout scenario) may fail here once the mocks close: end it quietly.
    const relay = (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const sent = Buffer.concat(chunks);
      const upstream = await fetch(`${mocksOrigin}${incoming.url}`, {
        method: incoming.method,
        headers: incoming.headers as Record<string, string>,
        body: sent.length > 0 ? sent : undefined,
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (brokenJob && incoming.url?.startsWith('/api/job/200001/detail')) {
        const envelope = JSON.parse(body.toString('utf8')) as { data: Record<string, unknown> };
        envelope.data.recruiter = null;
        envelope.data.company = null;
        body = Buffer.from(JSON.stringify(envelope));
      }
      outgoing.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
    })();
    relay.catch(() => outgoing.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => proxy.close(resolve)));

const server = productionServerForFile((api) => {
  mocksOrigin = api;
  return { API_BASE_URL: `${proxyOrigin}/api`, ERROR_REPORT_URL: `${api}/__mock/error-reports` };
});

afterEach(async () => {
  brokenJob = false;
  await forceOnApi(server.api, '');
});

const JOB = '/job/accountant-200001';

describe('what the production server answers when things fail', () => {
  it('a job or company page whose API failed, timed out or is unreachable answers 503, Retry-After, no-store, with a retry', async () => {
    for (const scenario of ['getJobDetail:50001', 'getJobDetail:network', 'getJobDetail:latency=6000', 'getCompany:50001']) {
      await forceOnApi(server.api, scenario);
      const reply = await server.get(scenario.startsWith('getCompany') ? '/company/sampaguita-audit-and-advisory-2001' : JOB);
      expect(reply.status, scenario).toBe(503);
      expect(reply.headers['cache-control'], scenario).toBe('no-store');
      expect(Number(reply.headers['retry-after']), scenario).toBeGreaterThan(0);
      const main = /<main[^>]*>(.*?)<\/main>/s.exec(reply.text)?.[1] ?? '';
      expect(main, scenario).toMatch(/role="alert".*Try again/s);
      expect(/<title>([^<]*)<\/title>/.exec(reply.text)?.[1], scenario).toBe('Something went wrong');
      // The retry is the app's: a guest's page that would be islands (decision 0027) hydrates whole.
      expect(reply.text, scenario).toContain('window.__reactRouterContext');
    }
  });

  it('a failed search answers 503 and is not stored; once the API is back the page is good and cacheable again', async () => {
    await forceOnApi(server.api, 'searchJobs:50001');
    const failed = await server.get('/jobs-hiring/accountant-jobs');
    expect(failed.status).toBe(503);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.text).toContain('window.__reactRouterContext');
    await forceOnApi(server.api, '');
    const recovered = await server.get('/jobs-hiring/accountant-jobs');
    expect(recovered.status).toBe(200);
    expect(recovered.headers['cache-control']).toMatch(/^public, .*s-maxage=/);
    expect(recovered.text.match(/<article/g)?.length).toBeGreaterThan(0);
  });

  it('404 and 410 come only from the API saying so, and are cacheable', async () => {
    const replies = { '/job/unknown-999999999': 404, '/job/closed-200037': 410, '/job/deleted-200039': 410, '/company/unknown-999999999': 404 };
    for (const [path, status] of Object.entries(replies)) {
      const reply = await server.get(path);
      expect(reply.status, path).toBe(status);
      expect(reply.headers['cache-control'], path).toMatch(/^public, /);
    }
  });

  it('a render error answers 500, no-store, and is logged and reported', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fetch(`${server.api}/__mock/error-reports`, { method: 'DELETE' });
    brokenJob = true;
    const reply = await server.get(JOB);
    expect(reply.status).toBe(500);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(logged).toHaveBeenCalled();
    await vi.waitFor(async () => {
      const { reports } = (await (await fetch(`${server.api}/__mock/error-reports`)).json()) as { reports: { report: { kind: string; side?: string } }[] };
      expect(reports.map(({ report }) => `${report.side}:${report.kind}`)).toContain('server:render-error');
    });
  });
});
