/**
 * Issue 24 §3 beyond the Interviews screen: the My jobs interview tab and the chat's interview invitation
 * cards write an interview's date and time as the Interviews screen does — in the seeker's zone (their
 * browser's), named — and the server render, which cannot know that zone, writes UTC with its name, then
 * the browser switches without a hydration mismatch. The seeker's zone is pinned through
 * `seekerTimeZone()` (process.env.TZ does not reach a worker's Intl reliably) to Tokyo, a zone that is
 * neither UTC nor the seeded interviews' Manila.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UseQueryResult } from '@tanstack/react-query';
import { getConversation, listMessages } from '@sdk/generated/chat/hooks';
import { listInterviewJobs } from '@sdk/generated/job/hooks';
import { InterviewCard } from '../../web/src/features/chat/interview-card';
import type { TabList } from '../../web/src/features/my-jobs/my-jobs-queries';
import type { MyJobsView } from '../../web/src/features/my-jobs/my-jobs-url';
import { TabBody } from '../../web/src/features/my-jobs/tab-body';
import { CHAT, openConversation, signInMariaForChat } from './chat-support';
import { INTERVIEWS, NOW, pinClockForEachTest, signInAsMaria } from './interview-steps';
import { seeker } from './pinned-seeker-zone';
import { renderApp } from './render-app';
import { bootstrapTestApp, hydrateInBrowser, renderOnServer, unmountHydrated } from './server-render-then-hydrate';

vi.mock('../../web/src/lib/date-time/seeker-time-zone', () => import('./pinned-seeker-zone'));

pinClockForEachTest();

const TOKYO_CAPTION = 'Times are in your time zone: Japan Standard Time (GMT+9)';
const DAY = 24 * 3600 * 1000;

/** How the Interviews screen writes a time in the seeker's zone (weekday, date, time; no zone name). */
function inZone(iso: string, zone: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone };
  return new Intl.DateTimeFormat('en-US', options).format(Date.parse(iso));
}

/** Intl's spaces (narrow no-break before AM/PM) match any space. */
function loose(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));
}

/** Intl's narrow no-break spaces as plain ones, to compare whole texts. */
function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\s/g, ' ');
}

describe('My jobs, interview tab, in the seeker’s time zone', () => {
  it('gives each interview’s date and time in the seeker’s zone and names that zone once above the list', async () => {
    signInAsMaria();
    await renderApp('/recommended-job/interview');
    const { jobs } = await listInterviewJobs({ page: 1 });
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    const results = await screen.findByRole('region', { name: 'Interview' });
    await waitFor(() => expect(within(results).getAllByRole('link', { name: 'Open the interview' })).toHaveLength(jobs.length));

    const captions = within(results).getAllByText(/^Times are in your time zone:/);
    expect(captions).toHaveLength(1);
    expect(captions[0]).toHaveTextContent(TOKYO_CAPTION);

    const whens = [...results.querySelectorAll('.my-jobs-entry__when')];
    expect(whens).toHaveLength(jobs.length);
    for (const [index, job] of jobs.entries()) {
      expect(plain(whens[index]!.textContent)).toBe(plain(`Interview on ${inZone(job.interview_at, 'Asia/Tokyo')}`));
      expect(whens[index]!.textContent).not.toMatch(/GMT|UTC/);
    }

    // The on-site interview set in Manila starts at NOW + 5 h, 08:15 UTC: 5:15 PM in Tokyo (4:15 PM in Manila).
    const open = within(results).getAllByRole('link', { name: 'Open the interview' }).find((link) => link.getAttribute('href')?.endsWith(`interview=${INTERVIEWS.onsiteInFiveHours}`));
    const entry = open!.closest('li')!;
    expect(within(entry).getByText(loose('Interview on Sun, Nov 22, 2026, 5:15 PM'))).toBeInTheDocument();
  });

  it('writes UTC, named, on the server, then the seeker’s zone without a mismatch', async () => {
    signInAsMaria();
    const { jobs } = await listInterviewJobs({ page: 1 });
    const job = jobs.find((item) => item.interview_id === INTERVIEWS.onsiteInFiveHours)!;
    const data: TabList = { entries: [{ kind: 'interview', job }], page: 1, totalPages: 1 };
    // A loaded list as the tab's query gives it (TabBody reads these fields only).
    const list = { data, isPending: false, isError: false, isFetching: false, error: null } as unknown as UseQueryResult<TabList, Error>;
    const view: MyJobsView = { tab: 'interview', sort: undefined, filters: {}, page: 1 };
    const body = <TabBody view={view} list={list} />;

    const app = await bootstrapTestApp('/recommended-job/interview');
    await app.i18n.loadNamespaces(['my-jobs', 'interviews']);
    const serverHtml = renderOnServer(app, '/recommended-job/interview', body);
    expect(seeker.reads).toBe(0);
    expect(serverHtml).toMatch(loose('Interview on Sun, Nov 22, 2026, 8:15 AM UTC'));
    expect(serverHtml).not.toContain('Times are in your time zone');

    const { container, hydrationErrors } = await hydrateInBrowser(app, '/recommended-job/interview', body, serverHtml);
    expect(hydrationErrors).toEqual([]);
    expect(within(container).getByText(/^Times are in your time zone:/)).toHaveTextContent(TOKYO_CAPTION);
    expect(plain(container.querySelector('.my-jobs-entry__when')?.textContent)).toBe(plain('Interview on Sun, Nov 22, 2026, 5:15 PM'));
  });

  afterEach(unmountHydrated);
});

describe('chat, interview invitation card, in the seeker’s time zone', () => {
  signInMariaForChat();

  // The seeded invitation's first offered time: NOW + 2 days, 03:15 UTC, which is 12:15 PM in Tokyo.
  const offered = new Date(NOW + 2 * DAY).toISOString();

  it('gives the interview’s date and time in the seeker’s zone and names that zone on the card', async () => {
    const { history } = await openConversation(CHAT.interview);
    const card = within(history).getByText('Interview invitation', { selector: '.chat-card__kind' }).closest('.chat-card') as HTMLElement;
    const when = within(card).getByText('Time').nextElementSibling as HTMLElement;
    const time = when.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', offered);
    expect(time.textContent).toBe(inZone(offered, 'Asia/Tokyo'));
    expect(time).toHaveTextContent(loose('Tue, Nov 24, 2026, 12:15 PM'));
    expect(when).not.toHaveTextContent(/GMT|UTC/);
    expect(within(card).getByText(/^Times are in your time zone:/)).toHaveTextContent(TOKYO_CAPTION);
  });

  it('names the seeker’s own zone, whichever it is', async () => {
    seeker.zone = 'America/New_York';
    const { history } = await openConversation(CHAT.interview);
    const card = within(history).getByText('Interview invitation', { selector: '.chat-card__kind' }).closest('.chat-card') as HTMLElement;
    // 03:15 UTC on Nov 24 is 10:15 PM the day before in New York.
    expect(card.querySelector('time')).toHaveTextContent(loose('Mon, Nov 23, 2026, 10:15 PM'));
    expect(within(card).getByText(/^Times are in your time zone:/)).toHaveTextContent('Times are in your time zone: Eastern Time');
  });

  it('writes UTC, named, on the server, then the seeker’s zone without a mismatch', async () => {
    const conversation = await getConversation(CHAT.interview);
    const { messages } = await listMessages(CHAT.interview);
    const message = messages.find((item) => item.type === 'interview_invitation')!;
    expect(message.interview?.scheduled_at).toBe(offered);
    const card = <InterviewCard message={message} conversation={conversation} />;

    const app = await bootstrapTestApp(`/chat/${CHAT.interview}`);
    await app.i18n.loadNamespaces(['chat', 'interviews']);
    const serverHtml = renderOnServer(app, `/chat/${CHAT.interview}`, card);
    expect(seeker.reads).toBe(0);
    expect(serverHtml).toMatch(loose('Tue, Nov 24, 2026, 3:15 AM UTC'));
    expect(serverHtml).not.toContain('Times are in your time zone');

    const { container, hydrationErrors } = await hydrateInBrowser(app, `/chat/${CHAT.interview}`, card, serverHtml);
    expect(hydrationErrors).toEqual([]);
    expect(container.querySelector('time')?.textContent).toBe(inZone(offered, 'Asia/Tokyo'));
    expect(within(container).getByText(/^Times are in your time zone:/)).toHaveTextContent(TOKYO_CAPTION);
  });

  afterEach(unmountHydrated);
});
