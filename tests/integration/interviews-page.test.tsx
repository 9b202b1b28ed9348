/**
 * W13 /interviews (signed-in, by status) and the header's "Interviews" item with its red dot (G10).
 * Every status of spec section 4, the "also seen" ones included, has a label in every language.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InterviewStatus } from '@sdk/generated/apiGo/hooks';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { localHref } from '../../web/src/lib/local-href';
import { INTERVIEWS, interviewDialog, messageOf, signInAsMaria, pinClockForEachTest } from './interview-steps';
import { renderApp } from './render-app';

pinClockForEachTest();

const catalogs = import.meta.glob<{ status: Record<string, string> }>('../../web/src/features/interviews/locales/*.json', { eager: true, import: 'default' });

function cards(): HTMLElement[] {
  return screen.queryAllByRole('article');
}

function cardTitles(): string[] {
  return cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
}

describe('/interviews', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = await renderApp('/interviews?status=accepted');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/interviews?status=accepted')}`);
  });

  it('lists the interviews, filters them by status, and opens each in the dialog', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/interviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'My interviews' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(7));
    const filters = screen.getByRole('navigation', { name: 'Interview status' });
    expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(cards().filter((card) => within(card).queryByText('New'))).toHaveLength(2);

    await user.click(within(filters).getByRole('link', { name: 'Accepted' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(router.state.location.search).toBe('?status=accepted');
    expect(within(filters).getByRole('link', { name: 'Accepted' })).toHaveAttribute('aria-current', 'page');

    const first = within(cards()[0]!).getByRole('heading', { level: 2 });
    const link = within(first).getByRole('link');
    expect(link).toHaveAttribute('href', `/interviews?status=accepted&interview=${INTERVIEWS.videoInOneHour}`);
    await user.click(link);
    const dialog = await interviewDialog();
    expect(dialog).toHaveAccessibleName(first.textContent!);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=accepted'));
  });

  it('moves an interview to its new status after an action in the dialog', async () => {
    signInAsMaria();
    const { user } = await renderApp(`/interviews?status=pending&interview=${INTERVIEWS.pendingTwoTimes}`);
    const dialog = await interviewDialog();
    await user.click(within(dialog).getAllByRole('checkbox')[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await within(dialog).findByText('You accepted the interview.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('No interviews with the status "Invitation pending"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all interviews' })).toHaveAttribute('href', '/interviews');
  });

  it('has an error state with a retry, and an empty state', async () => {
    signInAsMaria();
    forceError('listInterviews', 50001);
    const { user } = await renderApp('/interviews?status=expired');
    expect(await screen.findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No interviews with the status "Expired"')).toBeInTheDocument();
  });

  it('is there under the language prefixes, right to left in Arabic', async () => {
    signInAsMaria();
    await renderApp('/ar/interviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'مقابلاتي' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const link = (await screen.findAllByRole('article'))[0]!.querySelector('h2 a');
    expect(link?.getAttribute('href')).toMatch(/^\/ar\/interviews\?interview=7000\d\d$/);
  });
});

describe('the header item and its red dot', () => {
  it('is only for signed-in users', async () => {
    await renderApp('/companies');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: /Interviews/ })).not.toBeInTheDocument();
  });

  it('shows the dot while an interview is unread, and loses it once they are opened', async () => {
    signInAsMaria();
    const { router } = await renderApp('/companies');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const item = await within(menu).findByRole('link', { name: 'Interviews (new updates)' });
    expect(item).toHaveAttribute('href', localHref('en-us', '/:lang?/interviews'));
    expect(item.querySelector('.shell-nav__dot')).toBeInTheDocument();

    // Maria's two unread interviews: opening each marks it read.
    for (const id of [INTERVIEWS.pendingTwoTimes, INTERVIEWS.videoInTwoAndAHalfHours]) {
      await router.navigate(`/companies?interview=${id}`);
      await interviewDialog();
    }
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Interviews' })).toBeInTheDocument());
    expect(within(menu).getByRole('link', { name: 'Interviews' }).querySelector('.shell-nav__dot')).not.toBeInTheDocument();
  });

  it('stays quiet when the red-dot call fails', async () => {
    signInAsMaria();
    forceError('getInterviewRedDot', 50001);
    await renderApp('/companies');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Interviews' })).toBeInTheDocument();
    expect(screen.queryByText(messageOf(50001))).not.toBeInTheDocument();
  });
});

describe('status labels', () => {
  it('names every status of spec section 4, the "also seen" ones included, in all 10 languages', () => {
    expect(Object.keys(catalogs)).toHaveLength(10);
    for (const [file, catalog] of Object.entries(catalogs)) {
      for (const status of Object.values(InterviewStatus)) expect(catalog.status[status], `${file}: ${status}`).toBeTruthy();
    }
    expect(Object.values(InterviewStatus)).toHaveLength(17);
  });
});
