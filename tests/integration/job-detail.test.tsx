/** W08 job detail, read-only: what a job seeker sees for open, closed, on-hold, deleted and unsafe jobs. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { formatSalary } from '../../web/src/lib/format-salary';
import { renderApp } from './render-app';


function jobRecord(id: number) {
  const job = getDatabase().indexes.jobsById.get(id);
  if (!job) throw new Error(`seed has no job ${id}`);
  return job;
}

/** Intl puts no-break spaces in amounts ("SGD\u00a06,100"); Testing Library normalizes the page's spaces. */
function spaced(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ');
}


function companyRecord(id: number) {
  const company = getDatabase().indexes.companiesById.get(id);
  if (!company) throw new Error(`seed has no company ${id}`);
  return company;
}

describe('job detail', () => {
  it('shows an open job: title as h1, salary, company link, map link, safety reminder and similar jobs', async () => {
    const job = jobRecord(SEED_FIXTURES.openPhJobId);
    const company = companyRecord(job.company_id);
    await renderApp(`/job/${job.slug}`);

    const title = await screen.findByRole('heading', { level: 1, name: job.title });
    const header = title.closest('header') as HTMLElement;
    const salary = formatSalary(job.salary, 'en-US');
    expect(salary.amount).not.toBeNull();
    expect(within(header).getByText(spaced(salary.amount), { exact: false })).toBeInTheDocument();
    expect(within(header).getByText('Monthly', { exact: false })).toBeInTheDocument();

    // The company shows under the title, and again with its facts in the aside.
    for (const companyLink of [within(header).getByRole('link', { name: company.name }), ...screen.getAllByRole('link', { name: company.name })]) {
      expect(companyLink.getAttribute('href')).toBe(`/company/${company.slug}`);
    }

    const mapLink = screen.getByRole('link', { name: /View on map/ });
    expect(mapLink.getAttribute('href')).toContain('https://www.openstreetmap.org/?mlat=');
    expect(mapLink).toHaveAttribute('target', '_blank');
    expect(mapLink).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getByRole('heading', { name: 'Safety reminder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Job description' })).toBeInTheDocument();
    expect(document.title).toBe(`${job.title} at ${company.name} | Jobchat`);

    const similar = screen.getByRole('heading', { name: 'Similar jobs' }).closest('section') as HTMLElement;
    await waitFor(() => expect(within(similar).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(similar).queryByRole('link', { name: job.title })).not.toBeInTheDocument();
    // The seeker's actions (their flows: job-actions-*.test.tsx).
    const actions = screen.getByRole('region', { name: 'Job actions' });
    for (const name of ['Chat now', 'Save', 'Share', 'More']) {
      expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(actions).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('keeps Report and Not for me in a More menu that the keyboard opens, walks and closes', async () => {
    const job = jobRecord(SEED_FIXTURES.openPhJobId);
    const { user } = await renderApp(`/job/${job.slug}`);
    const more = within(await screen.findByRole('region', { name: 'Job actions' })).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    more.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'More actions for this job' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Report', 'Not for me']);
    expect(within(menu).getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Not for me' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    // A guest choosing an item is asked to sign in first, as the buttons did.
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Log in or register to report a job.');
  });

  it('shows the salary in the country currency for an sg job', async () => {
    const job = jobRecord(SEED_FIXTURES.sgJobId);
    await renderApp(`/job/${job.slug}`, { host: 'sg.localhost' });
    const title = await screen.findByRole('heading', { level: 1, name: job.title });
    const header = title.closest('header') as HTMLElement;
    const amount = formatSalary(job.salary, 'en-US').amount as string;
    expect(job.salary.currency).toBe('SGD');
    expect(within(header).getByText(spaced(amount), { exact: false })).toBeInTheDocument();
  });

  it('greys out a closed job under "Oops! This position is no longer open"', async () => {
    const job = jobRecord(SEED_FIXTURES.closedPhJobId);
    await renderApp(`/job/${job.slug}`);
    expect(await screen.findByText('Oops! This position is no longer open')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    // Nothing to save for later and no "apply in seconds" on a job that takes no applications.
    const actions = screen.getByRole('region', { name: 'Job actions' });
    expect(within(actions).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(actions).queryByText(/apply in seconds/)).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('translates the closed banner with the language prefix', async () => {
    const job = jobRecord(SEED_FIXTURES.closedPhJobId);
    await renderApp(`/zh-cn/job/${job.slug}`);
    expect(await screen.findByText('哎呀！该职位已停止招聘')).toBeInTheDocument();
  });

  it('says "Position is on hold" for an on-hold job', async () => {
    const job = jobRecord(SEED_FIXTURES.onHoldJobId);
    await renderApp(`/job/${job.slug}`);
    expect(await screen.findByText('Position is on hold')).toBeInTheDocument();
  });

  it('shows "Position has been deleted" with a way to search other jobs', async () => {
    const job = jobRecord(SEED_FIXTURES.deletedJobId);
    await renderApp(`/job/${job.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Position has been deleted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search similar jobs' })).toBeInTheDocument();
  });

  it('shows the not-found page for a slug without a job id', async () => {
    await renderApp('/job/not-a-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page does not exist' })).toBeInTheDocument();
  });

  it('shows the not-found page when the server answers 40004', async () => {
    forceError('getJobDetail', 40004);
    await renderApp(`/job/${jobRecord(SEED_FIXTURES.openPhJobId).slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page does not exist' })).toBeInTheDocument();
  });

  it('shows the translated rate-limit message and a retry when the detail call is throttled', async () => {
    forceError('getJobDetail', 40006, { retryAfter: 30 });
    await renderApp(`/job/${jobRecord(SEED_FIXTURES.openPhJobId).slug}`);
    expect(await screen.findByText('Too many attempts. Please try again in 30 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again in \d+ s/ })).toBeInTheDocument();
  });

  it('keeps the page when only the similar jobs fail', async () => {
    forceError('listSimilarJobs', 50001);
    const job = jobRecord(SEED_FIXTURES.openPhJobId);
    await renderApp(`/job/${job.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    const similar = screen.getByRole('heading', { name: 'Similar jobs' }).closest('section') as HTMLElement;
    expect(await within(similar).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Job description' })).toBeInTheDocument();
  });
});
