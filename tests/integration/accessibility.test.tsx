/**
 * Accessibility a keyboard or screen-reader user notices: focus and announcement after navigation,
 * skip links, unique ids, the direction of server-written text, the Urgent badge apart from the
 * title, and the page description in the page's language.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { renderApp } from './render-app';
import { DEFAULT_TEST_WIDTH, setWindowWidth } from './window-width';

const SLOW = { timeout: 8000 };

function urgentOpenPhJob() {
  const job = [...getDatabase().indexes.jobsById.values()].find((record) => record.is_urgent && record.status === 'open' && record.country_key === 'ph');
  if (!job) throw new Error('the seed has no urgent open Philippine job');
  return job;
}

function announcer(): HTMLElement {
  const region = document.querySelector<HTMLElement>('.route-announcer');
  if (!region) throw new Error('no live region for navigation');
  return region;
}

describe('focus and announcement after navigation', { timeout: 40_000 }, () => {
  it('leaves focus alone on first load, then moves it to the new heading and announces the title', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(document.activeElement).toBe(document.body);
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent('');

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Find jobs' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /jobs in the Philippines/i }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus(), SLOW);
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(announcer()).toHaveTextContent(document.title), SLOW);
    expect(document.title).toMatch(/jobs/i);
  });

  it('focuses the job title when a job is opened from a list', async () => {
    // On a phone: a wide screen previews the job beside the list instead (job-search-preview.test.tsx).
    setWindowWidth(390);
    onTestFinished(() => setWindowWidth(DEFAULT_TEST_WIDTH));
    const { user } = await renderApp('/jobs-hiring/accountant-jobs');
    const results = await screen.findByRole('region', { name: 'Search results' }, SLOW);
    const [first] = await within(results).findAllByRole('article', {}, SLOW);
    const link = within(first as HTMLElement).getByRole('link');
    const title = link.textContent ?? '';
    await user.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: title }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus(), SLOW);
    await waitFor(() => expect(announcer()).toHaveTextContent(title), SLOW);
  });
});

describe('skip links', () => {
  it('the search page offers "skip to results" right after "skip to main content"', async () => {
    const { user } = await renderApp('/jobs-hiring/accountant-jobs');
    const results = await screen.findByRole('region', { name: 'Search results' }, SLOW);
    await within(results).findAllByRole('article', {}, SLOW);
    const skip = await screen.findByRole('link', { name: 'Skip to results' });
    const links = screen.getAllByRole('link');
    expect(links.slice(0, 2).map((link) => link.textContent)).toEqual(['Skip to main content', 'Skip to results']);

    await user.click(skip);
    expect(results).toHaveFocus();
    const firstJob = within(within(results).getAllByRole('article')[0] as HTMLElement).getByRole('link');
    // From the results, the sort menu and then the first job: two presses instead of dozens.
    await user.tab();
    expect(within(results).getByLabelText('Sort by')).toHaveFocus();
    await user.tab();
    expect(firstJob).toHaveFocus();
  });

  it('other pages keep only "skip to main content", and it lands on the main area', async () => {
    const { user } = await renderApp('/companies');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.queryByRole('link', { name: 'Skip to results' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('ids and names', () => {
  it('the home page has no duplicate ids, and every card is named by its own heading', async () => {
    await renderApp('/');
    for (const name of ['Recommended jobs', 'Latest jobs', 'Remote jobs']) {
      const section = await screen.findByRole('region', { name }, SLOW);
      await within(section).findByRole('list', { name }, SLOW);
    }
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    for (const article of screen.getAllByRole('article')) {
      const heading = within(article).getAllByRole('heading')[0] as HTMLElement;
      expect(article).toHaveAccessibleName(heading.textContent ?? '');
    }
  });

  it('the Urgent badge is read apart from the job title', async () => {
    const job = urgentOpenPhJob();
    await renderApp(`/job/${job.slug}`);
    const heading = await screen.findByRole('heading', { level: 1, name: job.title }, SLOW);
    const badge = within(heading.parentElement as HTMLElement).getByText('Urgent');
    expect(heading).not.toContainElement(badge);
  });
});

describe('roles the HTML checker accepts', () => {
  it('writes no combobox on an input type=search, on the search and company pages', async () => {
    for (const path of ['/jobs-hiring/accountant-jobs', '/companies']) {
      await renderApp(path);
      const boxes = await screen.findAllByRole('combobox', {}, SLOW);
      const inputs = boxes.filter((box) => box instanceof HTMLInputElement);
      expect(inputs.length, path).toBeGreaterThan(0);
      for (const input of inputs) expect(input.getAttribute('type'), path).toBe('text');
      document.body.replaceChildren();
    }
  });

  it('a dialog brings no second banner landmark', async () => {
    const job = urgentOpenPhJob();
    const { user } = await renderApp(`/job/${job.slug}`);
    await user.click(within(await screen.findByRole('region', { name: 'Job actions' }, SLOW)).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('banner')).toBeNull();
  });
});

describe('server-written text in the Arabic layout', () => {
  it('sets its own direction (dir="auto") on the job page', async () => {
    const job = urgentOpenPhJob();
    await renderApp(`/ar/job/${job.slug}`);
    const heading = await screen.findByRole('heading', { level: 1, name: job.title }, SLOW);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(heading).toHaveAttribute('dir', 'auto');
    const description = document.querySelector('.job-detail__html');
    expect(description).toHaveAttribute('dir', 'auto');
    const company = getDatabase().indexes.companiesById.get(job.company_id);
    // Under the title and in the company card.
    for (const link of screen.getAllByRole('link', { name: company?.name })) expect(link).toHaveAttribute('dir', 'auto');
    const names = document.querySelectorAll('.job-detail__person-name');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.closest('[dir="auto"]') ?? name.querySelector('[dir="auto"]')).not.toBeNull();
  });
});
