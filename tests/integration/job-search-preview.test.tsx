/**
 * W06 on a wide screen: the list beside the chosen job's preview, as a person uses it with a mouse and
 * with a keyboard; on a phone the same card opens the job page.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { DEFAULT_TEST_WIDTH, setWindowWidth } from './window-width';

const SLOW = { timeout: 5_000 };

afterEach(() => setWindowWidth(DEFAULT_TEST_WIDTH));

async function resultLinks(): Promise<HTMLElement[]> {
  const results = await screen.findByRole('region', { name: 'Search results' }, SLOW);
  const cards = await within(results).findAllByRole('article', {}, SLOW);
  return cards.map((card) => within(card).getAllByRole('link')[0] as HTMLElement);
}

function preview(): HTMLElement {
  return screen.getByRole('region', { name: 'Job preview' });
}

/** The preview's title, once the pane (a chunk of its own) has loaded and shows that job. */
async function previewTitle(name: string): Promise<HTMLElement> {
  const pane = await screen.findByRole('region', { name: 'Job preview' }, SLOW);
  return within(pane).findByRole('heading', { level: 2, name }, SLOW);
}

function search(router: { state: { location: { search: string } } }): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}

describe('job search on a wide screen: the list beside a preview', () => {
  it('previews the first job, then the one chosen, with a shareable address; Back goes through the previews', async () => {
    setWindowWidth(1280);
    const { router, user } = await renderApp('/jobs-hiring/accountant-jobs');
    const [first, second] = await resultLinks();
    const firstTitle = first?.textContent ?? '';
    const secondTitle = second?.textContent ?? '';
    expect(await previewTitle(firstTitle)).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-current', 'true');
    // The job's own summary, actions and description, and the way to its page.
    expect(within(preview()).getByRole('region', { name: 'Job actions' })).toBeInTheDocument();
    expect(within(preview()).getByRole('heading', { level: 3, name: 'Job description' })).toBeInTheDocument();
    expect(within(preview()).getByRole('link', { name: 'Open the job page' }).getAttribute('href')).toMatch(/^\/job\/[a-z0-9-]+-\d+$/);

    await user.click(second as HTMLElement);
    await waitFor(() => expect(search(router).get('job')).toMatch(/^\d+$/));
    expect(router.state.location.pathname).toBe('/jobs-hiring/accountant-jobs');
    expect(await previewTitle(secondTitle)).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    // A mouse choice leaves focus where the seeker is.
    expect(preview().contains(document.activeElement)).toBe(false);

    await act(() => router.navigate(-1));
    expect(search(router).get('job')).toBeNull();
    expect(await previewTitle(firstTitle)).toBeInTheDocument();
  });

  it('opens a shared preview address with that job beside the results', async () => {
    setWindowWidth(1280);
    const { router, user, unmount } = await renderApp('/jobs-hiring/accountant-jobs');
    const links = await resultLinks();
    const third = links[2] as HTMLElement;
    await user.click(third);
    await waitFor(() => expect(search(router).get('job')).not.toBeNull());
    const shared = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();

    await renderApp(shared);
    await resultLinks();
    expect(await previewTitle(third.textContent ?? '')).toBeInTheDocument();
  });

  it('moves through the list with the arrow keys; Enter opens the preview with focus on its title, Escape goes back', async () => {
    setWindowWidth(1280);
    const { router, user } = await renderApp('/jobs-hiring/accountant-jobs');
    const [first, second] = await resultLinks();
    await previewTitle(first?.textContent ?? '');
    act(() => first?.focus());
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');

    const title = await previewTitle(second?.textContent ?? '');
    await waitFor(() => expect(title).toHaveFocus(), SLOW);
    expect(search(router).get('job')).toMatch(/^\d+$/);

    await user.keyboard('{Escape}');
    expect(second).toHaveFocus();
  });

  it('on a phone, a card opens the job page and no preview is shown', async () => {
    setWindowWidth(390);
    const { router, user } = await renderApp('/jobs-hiring/accountant-jobs');
    const [first] = await resultLinks();
    expect(screen.queryByRole('region', { name: 'Job preview' })).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-current');
    await user.click(first as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/job\/[a-z0-9-]+-\d+$/));
  });

  it('shows the preview when the window widens past 1024 px, and takes it away when it narrows', async () => {
    // Narrow first: happy-dom's media list reports its first change only from "not matching".
    setWindowWidth(600);
    await renderApp('/jobs-hiring/accountant-jobs');
    const [first] = await resultLinks();
    expect(screen.queryByRole('region', { name: 'Job preview' })).not.toBeInTheDocument();
    act(() => setWindowWidth(1100));
    expect(await previewTitle(first?.textContent ?? '')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-current', 'true');
    act(() => setWindowWidth(600));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Job preview' })).not.toBeInTheDocument());
    expect(first).not.toHaveAttribute('aria-current');
  });

  it('in Arabic, right to left, with the preview in Arabic', async () => {
    setWindowWidth(1280);
    await renderApp('/ar/jobs-hiring/accountant-jobs');
    const results = await screen.findByRole('region', { name: 'نتائج البحث' }, SLOW);
    const [card] = await within(results).findAllByRole('article', {}, SLOW);
    const title = within(card as HTMLElement).getAllByRole('link')[0]?.textContent ?? '';
    const pane = await screen.findByRole('region', { name: 'معاينة الوظيفة' }, SLOW);
    expect(await within(pane).findByRole('heading', { level: 2, name: title }, SLOW)).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: 'افتح صفحة الوظيفة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
