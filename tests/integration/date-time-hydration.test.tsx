/**
 * Dates through a server render and hydration (web/src/lib/date-time): the server writes UTC and no
 * relative time (it knows neither the reader's zone nor their clock), hydration writes the same (no
 * mismatch), and right after the browser switches to the reader's zone (pinned to Tokyo here, through
 * `seekerTimeZone()`) and to "3 days ago".
 */
import { within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebsiteOutage } from '@sdk/generated/config/hooks';
import { getJobDetail } from '@sdk/generated/job/hooks';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { ChatTime } from '../../web/src/features/chat/chat-time';
import { JobHeader } from '../../web/src/features/job-detail/job-header';
import { MaintenancePage } from '../../web/src/features/system/maintenance-page';
import { seeker } from './pinned-seeker-zone';
import { bootstrapTestApp, hydrateInBrowser, renderOnServer, unmountHydrated } from './server-render-then-hydrate';

vi.mock('../../web/src/lib/date-time/seeker-time-zone', () => import('./pinned-seeker-zone'));

const DAY = 24 * 3600 * 1000;
// 20:00 UTC on the 21st is 05:00 on the 22nd in Tokyo.
const SENT = '2026-11-21T20:00:00Z';
const NOW = Date.parse('2026-11-22T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  unmountHydrated();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Renders `element` on the server, counting clock reads, then hydrates it. */
async function serverThenBrowser(element: ReactElement, namespaces: string[]) {
  const app = await bootstrapTestApp('/');
  await app.i18n.loadNamespaces(namespaces);
  const clock = vi.spyOn(Date, 'now');
  const serverHtml = renderOnServer(app, '/', element);
  const clockReads = clock.mock.calls.length;
  clock.mockRestore();
  const zoneReads = seeker.reads;
  const { container, hydrationErrors } = await hydrateInBrowser(app, '/', element, serverHtml);
  return { serverHtml, clockReads, zoneReads, container, hydrationErrors };
}

describe('dates through a server render and hydration', () => {
  it('a chat time: the UTC date on the server, the time of day in the reader’s zone after', async () => {
    const run = await serverThenBrowser(<ChatTime iso={SENT} />, ['chat']);
    expect(run.serverHtml).toContain('>Nov 21, 2026</time>');
    expect([run.clockReads, run.zoneReads]).toEqual([0, 0]);
    expect(run.hydrationErrors).toEqual([]);
    // Today in Tokyo, where it is 6 PM.
    expect(run.container.querySelector('time')).toHaveTextContent(/^5:00\sAM$/);
  });

  it('a job’s posted date: the UTC date on the server, how long ago after', async () => {
    const job = await getJobDetail(SEED_FIXTURES.openPhJobId);
    const published = Date.parse(job.published_at);
    vi.setSystemTime(published + 3 * DAY + 3600_000);
    const run = await serverThenBrowser(<JobHeader job={job} />, ['job-detail']);
    const utcDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(published);
    expect(run.serverHtml).toContain(`Posted ${utcDate}`);
    expect([run.clockReads, run.zoneReads]).toEqual([0, 0]);
    expect(run.hydrationErrors).toEqual([]);
    expect(within(run.container).getByText('Posted 3 days ago')).toBeInTheDocument();
  });

  it('an outage’s times: UTC on the server, the reader’s zone after', async () => {
    const outage: WebsiteOutage = { is_outage: true, title: null, subtitle: null, start_time: SENT, end_time: new Date(NOW + DAY).toISOString() };
    const run = await serverThenBrowser(<MaintenancePage outage={outage} standalone={false} />, ['system']);
    expect(run.serverHtml).toMatch(/Nov 21, 2026, 8:00\sPM/);
    expect(run.serverHtml).toMatch(/Nov 23, 2026, 9:00\sAM/);
    expect([run.clockReads, run.zoneReads]).toEqual([0, 0]);
    expect(run.hydrationErrors).toEqual([]);
    const period = run.container.querySelector('.system-maintenance__window');
    expect(period).toHaveTextContent(/Nov 22, 2026, 5:00\sAM/);
    expect(period).toHaveTextContent(/Nov 23, 2026, 6:00\sPM/);
  });
});
