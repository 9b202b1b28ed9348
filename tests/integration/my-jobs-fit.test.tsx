/**
 * "Fits my preferences" and "Best fit" on My jobs (W14, issue 26): on the seeker's own job lists the filter
 * keeps only the jobs her job preferences ask for and the sort puts the best fitting first, both in the
 * address (reload keeps them, Reset clears them), from the keyboard and in Arabic; the recommendation and
 * recruiter lists offer neither. Maria's preferences ask for a senior accountant in Makati (hybrid) and a
 * financial analyst; expected lists come from the same calls the page makes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobSearchSort, listSavedJobs, listViewedJobs, saveJob, searchJobs, type JobSummary } from '@sdk/generated/job/hooks';
import { listRecommendedJobs } from '@sdk/generated/reco/hooks';
import { setMockClock } from '../../mocks/db/mock-clock';
import { signInAsMaria } from './interview-steps';
import { renderApp } from './render-app';
import { resultsOf, titlesIn } from './my-jobs-steps';
import { MARIAS_KIND } from '../support/maria';

const DEVICE = '3f6c2a4e-8b1d-4e7a-9c2f-5d8e1a7b9c30';

/** What each card of a tab shows: its title and its highlights (location, arrangement, job type, level). */
async function cardsIn(tab: string): Promise<{ title: string; highlights: string[] }[]> {
  await titlesIn(tab);
  return within(await resultsOf(tab))
    .getAllByRole('article')
    .map((card) => ({
      title: within(card).getByRole('heading', { level: 2 }).textContent ?? '',
      highlights: within(within(card).getByRole('list', { name: 'Job highlights' })).getAllByRole('listitem').map((item) => item.textContent ?? ''),
    }));
}

const sortNav = () => screen.getByRole('navigation', { name: 'Sort by' });
const filters = () => screen.getByRole('group', { name: 'Filters' });
const fitsToggle = () => within(filters()).getByRole('button', { name: 'Fits my preferences' });

/**
 * Maria saves the three jobs that fit her first preference best (accountants in Makati, hybrid), then, a
 * minute later, a developer's job: the newest saved job is one her preferences do not ask for.
 */
async function saveAccountantsThenADeveloperJob(): Promise<{ accountants: JobSummary[]; developer: JobSummary }> {
  const accountants = (await searchJobs({ sort: JobSearchSort.BestFit, size: 3 })).jobs;
  const saved = new Set((await listSavedJobs({ page: 1 })).jobs.map((job) => job.id));
  const developer = (await searchJobs({ query: 'developer', size: 30 })).jobs.find((job) => !MARIAS_KIND.test(job.title) && !saved.has(job.id))!;
  try {
    setMockClock(Date.now() - 60_000);
    for (const job of accountants) await saveJob({ job_id: job.id, device_uuid: DEVICE, timestamp: 1_795_666_500 });
  } finally {
    setMockClock(undefined);
  }
  await saveJob({ job_id: developer.id, device_uuid: DEVICE, timestamp: 1_795_666_560 });
  return { accountants, developer };
}

/** Maria on My jobs with the jobs saved, then on the Saved tab. */
async function openSavedTab() {
  signInAsMaria();
  const app = await renderApp('/recommended-job');
  await screen.findByRole('heading', { level: 1, name: 'My jobs' });
  const seeded = await saveAccountantsThenADeveloperJob();
  await app.user.click(within(screen.getByRole('navigation', { name: 'My jobs lists' })).getByRole('link', { name: 'Saved' }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/recommended-job/saved'));
  return { ...app, ...seeded };
}

describe('My jobs: fits my preferences', () => {
  it('keeps only the saved jobs her preferences ask for, in the address; Reset clears it', async () => {
    const { user, router, developer, accountants } = await openSavedTab();
    const everything = await titlesIn('Saved');
    expect(everything).toContain(developer.title);
    expect(fitsToggle()).toHaveAttribute('aria-pressed', 'false');

    await user.click(fitsToggle());
    await waitFor(() => expect(router.state.location.search).toBe('?fits_preferences=true'));
    const fitting = (await listSavedJobs({ page: 1, fits_preferences: true })).jobs.map((job) => job.title);
    await waitFor(async () => expect(await titlesIn('Saved')).toEqual(fitting));
    const shown = await titlesIn('Saved');
    expect(shown.length).toBeLessThan(everything.length);
    for (const title of shown) expect(title).toMatch(MARIAS_KIND);
    for (const job of accountants) expect(shown).toContain(job.title);
    expect(shown).not.toContain(developer.title);
    expect(fitsToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(within(sortNav()).getByRole('link', { name: 'Reset' })).toBeInTheDocument();

    await user.click(within(sortNav()).getByRole('link', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await titlesIn('Saved')).toEqual(everything));
    expect(fitsToggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the filter on reload, and with the other filters and the sort', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job/saved?fits_preferences=true');
    const fitting = (await listSavedJobs({ page: 1, fits_preferences: true })).jobs.map((job) => job.title);
    expect(fitting.length).toBeGreaterThan(0);
    expect(await titlesIn('Saved')).toEqual(fitting);
    expect(fitsToggle()).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(sortNav()).getByRole('link', { name: 'Highest salary' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=salary&fits_preferences=true'));
    await waitFor(() => expect(within(sortNav()).getByRole('link', { name: 'Highest salary' })).toHaveAttribute('aria-current', 'true'));
    expect(fitsToggle()).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(within(filters()).getByLabelText('Work arrangement'), 'On-site');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=salary&arrangement=1&fits_preferences=true'));
    const onsite = (await listSavedJobs({ page: 1, sort: 3, work_arrangement_id: 1, fits_preferences: true })).jobs.map((job) => job.title);
    expect(onsite.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await titlesIn('Saved')).toEqual(onsite));
  });

  it('turns on and off from the keyboard', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job/viewed');
    const everything = await titlesIn('Viewed');
    fitsToggle().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?fits_preferences=true'));
    const fitting = (await listViewedJobs({ page: 1, fits_preferences: true })).jobs.map((job) => job.title);
    await waitFor(async () => expect(await titlesIn('Viewed')).toEqual(fitting));
    expect(fitting.length).toBeLessThan(everything.length);
    // The press moved no focus: the same key turns it off again.
    await waitFor(() => expect(fitsToggle()).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await titlesIn('Viewed')).toEqual(everything));
  });

  it('says when none of the filtered jobs fits her preferences, with a way to clear the filters', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job/saved?arrangement=3&fits_preferences=true');
    const region = await resultsOf('Saved');
    // She saved remote jobs, and none of them is one her preferences ask for.
    expect((await listSavedJobs({ page: 1, work_arrangement_id: 3 })).jobs.length).toBeGreaterThan(0);
    expect((await listSavedJobs({ page: 1, work_arrangement_id: 3, fits_preferences: true })).jobs).toEqual([]);
    expect(await within(region).findByText('No jobs match these filters')).toBeInTheDocument();
    expect(within(region).getByText('None of these jobs fits your job preferences. Turn off "Fits my preferences", or clear the filters.')).toBeInTheDocument();
    await user.click(within(region).getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((await titlesIn('Saved')).length).toBeGreaterThan(0);
  });
});

describe('My jobs: best fit', () => {
  it('puts the accountant jobs in Makati (hybrid) first, where the newest order does not', async () => {
    const { user, router, accountants, developer } = await openSavedTab();
    const newest = await cardsIn('Saved');
    expect(newest[0]!.title).toBe(developer.title);

    await user.click(within(sortNav()).getByRole('link', { name: 'Best fit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=fit'));
    const bestFit = (await listSavedJobs({ page: 1, sort: JobSearchSort.BestFit })).jobs.map((job) => job.title);
    await waitFor(async () => expect(await titlesIn('Saved')).toEqual(bestFit));
    expect(within(sortNav()).getByRole('link', { name: 'Best fit' })).toHaveAttribute('aria-current', 'true');

    const first = (await cardsIn('Saved')).slice(0, accountants.length);
    for (const card of first) {
      expect(card.title).toMatch(/accountant/i);
      expect(card.highlights.some((text) => text.includes('Makati')), card.highlights.join(', ')).toBe(true);
      expect(card.highlights).toContain('Hybrid');
    }
    expect(first.map((card) => card.title).sort()).toEqual(accountants.map((job) => job.title).sort());
  });

  it('is offered on the job lists only: not on the recommendation or recruiter lists, which ignore it in the address', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job?sort=fit');
    expect(await titlesIn('Recommended')).toEqual((await listRecommendedJobs({ page: 1 })).jobs.map((job) => job.title));
    expect(within(sortNav()).queryByRole('link', { name: 'Best fit' })).not.toBeInTheDocument();
    // The address's order is not one the tab offers: the list's own order is shown as chosen.
    expect(within(sortNav()).getByRole('link', { name: 'Relevance' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Fits my preferences' })).not.toBeInTheDocument();

    for (const [name, path] of [
      ['Personalized picks', '/recommended-job/personalized-picks'],
      ['Who viewed me', '/recommended-job/who-viewed-me'],
      ['Interested in me', '/recommended-job/interested-in-me'],
      ['Applied', '/recommended-job/applied'],
    ] as const) {
      await user.click(within(screen.getByRole('navigation', { name: 'My jobs lists' })).getByRole('link', { name }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      await resultsOf(name);
      const offered = name === 'Applied';
      expect(within(sortNav()).queryByRole('link', { name: 'Best fit' }) !== null, name).toBe(offered);
      expect(screen.queryByRole('button', { name: 'Fits my preferences' }) !== null, name).toBe(offered);
    }
  });

  it('works from the keyboard', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/recommended-job/communicated');
    await titlesIn('Communicated');
    within(sortNav()).getByRole('link', { name: 'Best fit' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=fit'));
    await waitFor(() => expect(within(sortNav()).getByRole('link', { name: 'Best fit' })).toHaveAttribute('aria-current', 'true'));
  });
});

describe('My jobs: fit in Arabic', () => {
  it('names the filter and the sort in Arabic, right to left', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/ar/recommended-job/saved');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    const group = await screen.findByRole('group', { name: 'عوامل التصفية' });
    const toggle = within(group).getByRole('button', { name: 'يناسب تفضيلاتي' });
    expect(within(screen.getByRole('navigation', { name: 'ترتيب حسب' })).getByRole('link', { name: 'الأنسب' })).toHaveAttribute(
      'href',
      '/ar/recommended-job/saved?sort=fit',
    );
    await user.click(toggle);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/ar/recommended-job/saved?fits_preferences=true'));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'يناسب تفضيلاتي' })).toHaveAttribute('aria-pressed', 'true'));
  });
});
