/**
 * The mock HTTP server's clock control: `PUT /__mock/clock` pins the clock the time-window rules read
 * (QA and the end-to-end run check in on the mocks' clock without waiting), an empty body unpins it,
 * an unreadable one is refused, and `POST /__mock/reset` unpins it too.
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { FIRST_INTERVIEW_ID, HOUR_MS } from '../../mocks/state/interviews';
import { mockHttpServerForFile, sessionHeaders } from '../support/mock-http-server';

const COMPLETE = sessionHeaders(SEED_SESSION_TOKENS.complete);
/** The seeded accepted on-site interview starting 5 hours after the seed was built: check-in is not open yet. */
const IN_FIVE_HOURS = FIRST_INTERVIEW_ID + 2;

vi.setConfig({ testTimeout: 20_000 });

const server = mockHttpServerForFile();

async function startOf(interviewId: number): Promise<number> {
  const response = await fetch(`${server.origin}/api/apiGo/interview/${interviewId}/detail`, { headers: COMPLETE });
  const body = (await response.json()) as { data: { start_at: string } };
  return Date.parse(body.data.start_at);
}

async function checkIn(interviewId: number): Promise<number> {
  const response = await fetch(`${server.origin}/api/apiGo/interview/${interviewId}/check_in`, { method: 'POST', headers: COMPLETE });
  return ((await response.json()) as { code: number }).code;
}

function setClock(body: string): Promise<Response> {
  return fetch(`${server.origin}/__mock/clock`, { method: 'PUT', body });
}

beforeEach(async () => {
  await fetch(`${server.origin}/__mock/reset`, { method: 'POST' });
});

it('opens check-in once the clock is pinned inside the window', async () => {
  const start = await startOf(IN_FIVE_HOURS);
  expect(await checkIn(IN_FIVE_HOURS)).toBe(41148);
  expect((await setClock(new Date(start - HOUR_MS).toISOString())).status).toBe(204);
  expect(await checkIn(IN_FIVE_HOURS)).toBe(0);
});

it('follows the wall clock again after an empty body or a reset', async () => {
  const start = await startOf(IN_FIVE_HOURS);
  await setClock(new Date(start - HOUR_MS).toISOString());
  await setClock('');
  expect(await checkIn(IN_FIVE_HOURS)).toBe(41148);

  await setClock(new Date(start + 2 * HOUR_MS).toISOString());
  await fetch(`${server.origin}/__mock/reset`, { method: 'POST' });
  expect(await checkIn(IN_FIVE_HOURS)).toBe(41148);
});

it('refuses a clock it cannot read', async () => {
  const response = await setClock('next tuesday');
  expect(response.status).toBe(422);
  expect(((await response.json()) as { code: number }).code).toBe(40001);
});
