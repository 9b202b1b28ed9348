/**
 * Event tracking in the running app: expose and click events of the job lists reach the logs mocks
 * for a signed-in user only (one-based index, one expose per query and job); events recorded offline
 * arrive once back online; what is left goes by beacon when the page is hidden.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEntries } from '../../mocks/state/event-log';
import { startTracking, stopTracking } from '../../web/src/lib/tracking/start-tracking';
import { trackEvent } from '../../web/src/lib/tracking/tracker-slot';
import { setAnalyticsHooks } from '../../web/src/lib/tracking/analytics-hooks';
import { PENDING_STORAGE_KEY } from '../../web/src/lib/tracking/pending-requests';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import { signInAs } from './job-actions-support';
import { renderApp } from './render-app';

// Every observed card is reported fully in view, as on a tall screen (tests/integration/setup.ts).
afterEach(() => {
  stopTracking();
});

async function recommendedList() {
  const section = await screen.findByRole('region', { name: 'Recommended jobs' });
  return within(section).findByRole('list', { name: 'Recommended jobs' });
}

describe('event tracking', () => {
  it('reports the recommended jobs shown once per query and job, and a click with its one-based position', async () => {
    signInAs('maria');
    const { user } = await renderApp('/');
    const list = await recommendedList();
    const cards = within(list).getAllByRole('article');
    await waitFor(async () => expect((await logEntries('expose')).filter((entry) => entry.name === 'c_rec_default')).not.toHaveLength(0));
    const exposes = (await logEntries('expose')).filter((entry) => entry.name === 'c_rec_default');
    const shown = exposes.flatMap((entry) => entry.payload.job_ids as number[]);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toHaveLength(cards.length);
    expect(exposes[0]?.payload).toMatchObject({ page: 'home_page', sub_page: 'recommended', jobseeker_id: seedSessionUsers.maria().id, page_num: 1 });
    expect(typeof exposes[0]?.payload.query_id).toBe('string');

    const second = cards[1] as HTMLElement;
    await user.click(within(second).getAllByRole('link')[0] as HTMLElement);
    await waitFor(async () => expect(await logEntries('click')).toHaveLength(1));
    const [click] = await logEntries('click');
    expect(click?.payload).toMatchObject({ scene: 'c_rec_default', index: 2, page: 'home_page', sub_page: 'recommended' });
    expect(click?.payload.timestamp).toBe(Math.floor((click?.payload.timestamp as number) ?? 0));
    expect(String(click?.payload.timestamp)).toHaveLength(10);
  });

  it('reports the saved jobs shown in My jobs under their own scene, and none for the recruiter tabs', async () => {
    signInAs('maria');
    const { user } = await renderApp('/recommended-job/saved');
    const saved = await screen.findByRole('region', { name: 'Saved' });
    const cards = await within(saved).findAllByRole('article');
    await waitFor(async () => expect((await logEntries('expose')).filter((entry) => entry.name === 'c_list_saved')).not.toHaveLength(0));
    const shown = (await logEntries('expose')).filter((entry) => entry.name === 'c_list_saved').flatMap((entry) => entry.payload.job_ids as number[]);
    expect(shown).toHaveLength(cards.length);

    const before = (await logEntries('expose')).length;
    await user.click(screen.getByRole('link', { name: 'Who viewed me' }));
    const recruiters = await screen.findByRole('region', { name: 'Who viewed me' });
    const recruiterCards = await within(recruiters).findAllByRole('article');
    // A later event, once the recruiter cards are up: when it has arrived and nothing is left waiting to
    // be sent, any expose of those cards would have arrived before it.
    trackEvent('search_click', { query: 'after the recruiter tab' });
    await waitFor(async () => expect(await logEntries('event')).toContainEqual(expect.objectContaining({ payload: expect.objectContaining({ extra: { query: 'after the recruiter tab' } }) })));
    await waitFor(() => expect(localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull());
    expect(recruiterCards.length).toBeGreaterThan(0);
    expect(await logEntries('expose')).toHaveLength(before);
  });

  it('reports nothing for a visitor who is not signed in', async () => {
    const { user } = await renderApp('/');
    const list = await recommendedList();
    trackEvent('search_click', { query: 'accountant' });
    await user.click(within(within(list).getAllByRole('article')[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1 });
    expect(await logEntries()).toEqual([]);
    expect(localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('keeps events recorded offline and delivers every one when back online', async () => {
    signInAs('maria');
    const { context } = await renderApp('/');
    let online = false;
    const window = new EventTarget();
    startTracking(context.store, localStorage, {
      storage: localStorage, target: window, document: Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState }),
      userAgent: navigator.userAgent, isOnline: () => online,
    });
    for (const name of ['search_click', 'banner_click', 'job_favorites_click']) trackEvent(name);
    expect(JSON.parse(localStorage.getItem(PENDING_STORAGE_KEY) ?? '[]')).toHaveLength(3);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect((await logEntries('event')).map((entry) => entry.name).sort()).toEqual(['banner_click', 'job_favorites_click', 'search_click']));
    await waitFor(() => expect(localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull());
    expect((await logEntries('event'))[0]?.user_id).toBe(seedSessionUsers.maria().id);
  });

  it('sends what is left by beacon when the page is hidden', async () => {
    signInAs('maria');
    const { context } = await renderApp('/');
    const beacons: { url: string; body: string }[] = [];
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    startTracking(context.store, localStorage, {
      storage: localStorage, target: new EventTarget(), document: page, userAgent: navigator.userAgent, isOnline: () => false,
      sendBeacon: (url, body) => beacons.push({ url, body }) > 0,
    });
    trackEvent('job_favorites_click', { job_id: 200001 });
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toMatch(/\/api\/logs\/jobchat-api-server\/logs\/report\/events$/);
    expect(JSON.parse(beacons[0]?.body ?? '')).toMatchObject({ country_id: 167, events: [{ event_name: 'job_favorites_click', extra: { job_id: 200001 } }] });
    expect(localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
    // The beacon's body is what the logs service takes.
    const reply = await fetch(beacons[0]?.url ?? '', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: beacons[0]?.body });
    expect(reply.ok).toBe(true);
    expect((await logEntries('beacon')).map((entry) => entry.name)).toEqual(['job_favorites_click']);
  });

  it('records a search from the home page as search_click for the signed-in user', async () => {
    signInAs('maria');
    const { user } = await renderApp('/');
    const hero = within((await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement);
    await user.type(hero.getByRole('searchbox'), 'accountant');
    await user.click(hero.getByRole('button'));
    await waitFor(async () => expect((await logEntries('event')).map((entry) => entry.name)).toEqual(['search_click']));
    const [event] = await logEntries('event');
    expect(event?.payload).toMatchObject({ event_name: 'search_click', device_type: 'web', extra: { query: 'accountant', page: 'home' } });
    expect(event?.payload.event_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('gives page views and events to the analytics hooks installed, and survives a broken one', async () => {
    const pageView = vi.fn();
    const event = vi.fn();
    setAnalyticsHooks([{ pageView: () => { throw new Error('broken tag'); } }, { pageView, event }]);
    try {
      await renderApp('/companies');
      await waitFor(() => expect(pageView).toHaveBeenCalledWith('/companies'));
      trackEvent('top_company_click', { company_id: 1 });
      expect(event).toHaveBeenCalledWith('top_company_click', { company_id: 1 });
    } finally {
      setAnalyticsHooks([]);
    }
  });
});
