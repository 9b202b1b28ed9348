/** The mock error-reporting service (mocks/dev/error-report-handlers.ts) over the HTTP mock server: store, list newest first, refuse junk, clear, reset. */
import { describe, expect, it, vi } from 'vitest';
import { mockHttpServerForFile } from '../support/mock-http-server';

vi.setConfig({ testTimeout: 20_000 });

const server = mockHttpServerForFile();

const post = (body: string) => fetch(`${server.origin}/__mock/error-reports`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
const list = async () => ((await (await fetch(`${server.origin}/__mock/error-reports`)).json()) as { reports: { id: number; report: { message: string } }[] }).reports;

describe('/__mock/error-reports', () => {
  it('keeps reports newest first, refuses what is not a report, and empties on DELETE and on reset', async () => {
    expect((await post(JSON.stringify({ kind: 'server-reply', message: 'GET /api/job/1 answered 500' }))).status).toBe(204);
    expect((await post(JSON.stringify({ kind: 'uncaught-error', message: 'TypeError: x' }))).status).toBe(204);
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ message: 'no kind' }))).status).toBe(400);
    expect((await list()).map((stored) => stored.report.message)).toEqual(['TypeError: x', 'GET /api/job/1 answered 500']);
    expect((await fetch(`${server.origin}/__mock/error-reports`, { method: 'DELETE' })).status).toBe(204);
    expect(await list()).toEqual([]);
    await post(JSON.stringify({ kind: 'render-error', message: 'Error: y' }));
    await fetch(`${server.origin}/__mock/reset`, { method: 'POST' });
    expect(await list()).toEqual([]);
  });
});
