/**
 * Issue 24 §3: interview times in one zone per list, the seeker's (their browser's), named once; an
 * interview set in another zone also gives its time there. The seeker's zone is the browser's, so it is
 * pinned here through `seekerTimeZone()` (process.env.TZ does not reach a worker's Intl reliably), and
 * the server render, which cannot know it, writes each time in the interview's own zone with its name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InterviewSummary } from '@sdk/generated/apiGo/hooks';
import { InterviewList } from '../../web/src/features/interviews/interview-list';
import { INTERVIEWS, interviewDialog, pinClockForEachTest, signInAsMaria } from './interview-steps';
import { seeker } from './pinned-seeker-zone';
import { renderApp } from './render-app';
import { bootstrapTestApp, hydrateInBrowser, renderOnServer, unmountHydrated } from './server-render-then-hydrate';

vi.mock('../../web/src/lib/date-time/seeker-time-zone', () => import('./pinned-seeker-zone'));

pinClockForEachTest();

/** How the list writes a time in the seeker's zone (weekday, date, time; no zone name). */
function inZone(iso: string, zone: string, locale = 'en-US'): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone };
  return new Intl.DateTimeFormat(locale, options).format(Date.parse(iso));
}

/** Intl's spaces (narrow no-break before AM/PM) match any space. */
function loose(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));
}

/** The listed cards by interview id (the id is in the link that opens each). */
async function listedCards(): Promise<Map<number, HTMLElement>> {
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
  return new Map(
    screen.getAllByRole('article').map((card) => {
      const href = within(card).getByRole('link').getAttribute('href') ?? '';
      return [Number(/interview=(\d+)/.exec(href)?.[1]), card] as const;
    }),
  );
}

function timesOf(container: HTMLElement): HTMLTimeElement[] {
  return [...container.querySelectorAll('time')];
}

describe('/interviews in the seeker’s time zone', () => {
  it('writes every time in the seeker’s zone, names it once, and gives the interview’s own time only where its zone differs', async () => {
    signInAsMaria();
    await renderApp('/interviews');
    const cards = await listedCards();
    const results = screen.getByRole('region', { name: 'All' });

    // The zone, named once for the list.
    const captions = within(results).getAllByText(/^Times are in your time zone:/);
    expect(captions).toHaveLength(1);
    expect(captions[0]).toHaveTextContent('Times are in your time zone: Japan Standard Time (GMT+9)');

    // One zone across the list: every time is Tokyo's, none carries a zone name of its own.
    const times = timesOf(results);
    expect(times.length).toBeGreaterThanOrEqual(6);
    for (const time of times) {
      expect(time.textContent).toBe(inZone(time.dateTime, 'Asia/Tokyo'));
      expect(time.textContent).not.toMatch(/GMT|UTC/);
    }

    // NOW + 5 h is 08:15 UTC: 5:15 PM in Tokyo, and the interview is set in Manila (4:15 PM there).
    const onsite = cards.get(INTERVIEWS.onsiteInFiveHours)!;
    expect(within(onsite).getByText(loose('Sun, Nov 22, 2026, 5:15 PM'), { selector: 'time' })).toBeInTheDocument();
    expect(onsite).toHaveTextContent(loose("In the interview's time zone: 4:15 PM Philippine Standard Time"));

    // A video interview without a zone of its own is simply in the seeker's zone: 04:15 UTC, 1:15 PM in Tokyo.
    const video = cards.get(INTERVIEWS.videoInOneHour)!;
    expect(within(video).getByText(loose('Sun, Nov 22, 2026, 1:15 PM'), { selector: 'time' })).toBeInTheDocument();
    expect(video).not.toHaveTextContent(/time zone/);

    // The second local time: the Manila interviews with a time, and only they.
    const withOwnTime = [...cards].filter(([, card]) => /In the interview's time zone/.test(card.textContent ?? '')).map(([id]) => id);
    expect(withOwnTime.sort()).toEqual([INTERVIEWS.onsiteInFiveHours, INTERVIEWS.completed, INTERVIEWS.notAttended].sort());
  });

  it('gives no second time where the interview’s zone is the seeker’s', async () => {
    seeker.zone = 'Asia/Manila';
    signInAsMaria();
    await renderApp('/interviews');
    await listedCards();
    const results = screen.getByRole('region', { name: 'All' });
    expect(within(results).getByText(/^Times are in your time zone:/)).toHaveTextContent('Times are in your time zone: Philippine Standard Time (GMT+8)');
    expect(results).not.toHaveTextContent(/In the interview's time zone/);
    for (const time of timesOf(results)) expect(time.textContent).toBe(inZone(time.dateTime, 'Asia/Manila'));
  });

  it('in Arabic, right to left: the same rule, in Arabic words', async () => {
    seeker.zone = 'Asia/Riyadh';
    signInAsMaria();
    await renderApp('/ar/interviews');
    const cards = await listedCards();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const results = screen.getByRole('region', { name: 'الكل' });
    const caption = within(results).getByText(/^الأوقات معروضة بتوقيتك:/);
    expect(caption).toHaveTextContent(loose('الأوقات معروضة بتوقيتك: التوقيت العربي الرسمي (غرينتش+3)'));
    for (const time of timesOf(results)) expect(time.textContent).toBe(inZone(time.dateTime, 'Asia/Riyadh', 'ar'));
    // 08:15 UTC is 11:15 AM in Riyadh and 4:15 PM in Manila.
    const onsite = cards.get(INTERVIEWS.onsiteInFiveHours)!;
    expect(within(onsite).getByText(loose(inZone('2026-11-22T08:15:00Z', 'Asia/Riyadh', 'ar')), { selector: 'time' })).toBeInTheDocument();
    expect(onsite).toHaveTextContent(loose('بتوقيت المقابلة: 4:15 م توقيت الفيلبين الرسمي'));
    expect(cards.get(INTERVIEWS.videoInOneHour)).not.toHaveTextContent(/بتوقيت المقابلة/);
  });
});

describe('the dialog of one interview in the seeker’s time zone', () => {
  it('names the seeker’s zone once, writes its times in it, and gives the interview’s own time beside', async () => {
    signInAsMaria();
    await renderApp(`/companies?interview=${INTERVIEWS.onsiteInFiveHours}`);
    const dialog = await interviewDialog();
    expect(within(dialog).getAllByText(/^Times are in your time zone:/)).toHaveLength(1);
    expect(within(dialog).getByText(/^Times are in your time zone:/)).toHaveTextContent('Times are in your time zone: Japan Standard Time (GMT+9)');
    const when = within(dialog).getByText('Date and time').nextElementSibling as HTMLElement;
    expect(when.querySelector('time')).toHaveTextContent(loose('Sun, Nov 22, 2026, 5:15 PM'));
    expect(when).toHaveTextContent(loose("In the interview's time zone: 4:15 PM Philippine Standard Time"));
    // The check-in note is in the same zone, without a zone name: 2 hours before the start.
    expect(within(dialog).getByRole('button', { name: loose('Check-in opens Nov 22, 3:15 PM') })).toBeDisabled();
    expect(dialog).not.toHaveTextContent(/GMT\+8|UTC/);
  });

  it('says nothing more for an interview without a zone of its own', async () => {
    signInAsMaria();
    await renderApp(`/companies?interview=${INTERVIEWS.videoInOneHour}`);
    const dialog = await interviewDialog();
    const when = within(dialog).getByText('Date and time').nextElementSibling as HTMLElement;
    expect(when).toHaveTextContent(loose('Sun, Nov 22, 2026, 1:15 PM'));
    expect(dialog).not.toHaveTextContent(/interview's time zone/);
  });
});

describe('the list rendered on the server, then hydrated', () => {
  const summary = (id: number, startAt: string, timeZone: string | null): InterviewSummary => ({
    id,
    status: 'accepted',
    job_id: id,
    job_title: `Job ${id}`,
    company_id: 1,
    company_name: 'Pacific Harbor Accounting Solutions',
    company_logo: 'http://localhost/mock-assets/logo.svg',
    mode: timeZone ? 'onsite' : 'video',
    start_at: startAt,
    duration_minutes: 60,
    offered_times: [{ id: 1, start_at: startAt }],
    is_read: true,
    checked_in_at: null,
    updated_at: startAt,
    time_zone: timeZone,
  });
  const list = [summary(1, '2026-11-22T08:15:00Z', 'Asia/Manila'), summary(2, '2026-11-22T04:15:00Z', null)];

  afterEach(unmountHydrated);

  it('names each time’s zone on the server (never the seeker’s, unknown there), then switches to the seeker’s without a mismatch', async () => {
    const app = await bootstrapTestApp('/interviews');
    await app.i18n.loadNamespaces(['interviews']);
    const serverHtml = renderOnServer(app, '/interviews', <InterviewList interviews={list} />);
    expect(seeker.reads).toBe(0);
    // The interview's own zone, named; UTC, named, for the one without a zone.
    expect(serverHtml).toMatch(loose('Sun, Nov 22, 2026, 4:15 PM GMT+8'));
    expect(serverHtml).toMatch(loose('Sun, Nov 22, 2026, 4:15 AM UTC'));
    expect(serverHtml).not.toContain('Times are in your time zone');

    const { container, hydrationErrors } = await hydrateInBrowser(app, '/interviews', <InterviewList interviews={list} />, serverHtml);
    expect(hydrationErrors).toEqual([]);
    expect(within(container).getByText(/^Times are in your time zone:/)).toHaveTextContent('Times are in your time zone: Japan Standard Time (GMT+9)');
    expect(timesOf(container).map((time) => time.textContent)).toEqual([inZone('2026-11-22T08:15:00Z', 'Asia/Tokyo'), inZone('2026-11-22T04:15:00Z', 'Asia/Tokyo')]);
    expect(container).toHaveTextContent(loose("In the interview's time zone: 4:15 PM Philippine Standard Time"));
  });
});
