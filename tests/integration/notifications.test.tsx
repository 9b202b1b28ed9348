/**
 * W24: the notification center (/notifications) and the header's bell. The complete-profile user (Maria)
 * has 15 seeded notifications, the newest five unread; reading one lowers the bell, "mark all" empties it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import { FIRST_NOTIFICATION_ID, ownNotification, setNotificationLink } from '../../mocks/state/notifications';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import { messageOf, signInAsMaria } from './interview-steps';
import { renderApp } from './render-app';

async function findBell(count?: number) {
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  const name = count ? `Notifications, ${count} unread` : 'Notifications';
  return within(menu).findByRole('link', { name });
}

function items(): HTMLElement[] {
  return within(screen.getByRole('region', { name: /^(All|Unread)$/ })).queryAllByRole('article');
}

describe('notification bell', () => {
  it('is not offered to guests', async () => {
    await renderApp('/companies');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('shows the unread count and leads to the notification center', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/companies');
    const bell = await findBell(5);
    expect(bell).toHaveAttribute('href', '/notifications');
    await user.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('stays a plain link when the count cannot be read', async () => {
    signInAsMaria();
    forceError('getNotificationUnreadCount', 50001);
    await renderApp('/companies');
    const bell = await findBell();
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.queryByText(messageOf(50001))).not.toBeInTheDocument();
  });
});

describe('/notifications', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = await renderApp('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/notifications')}`);
  });

  it('lists the newest first, marks the unread, and pages', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/notifications');
    await screen.findByRole('heading', { level: 2, name: 'New interview invitation' });
    expect(screen.getByText('5 unread')).toBeInTheDocument();
    expect(items()).toHaveLength(10);
    expect(items().filter((item) => within(item).queryByText('New'))).toHaveLength(5);
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(items()).toHaveLength(5));
  });

  it('reading a notification marks it read, lowers the bell and opens its page', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/notifications');
    await findBell(5);
    const chat = await screen.findByRole('link', { name: 'New message' });
    expect(chat).toHaveAttribute('href', '/chat');
    await user.click(chat);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(await findBell(4)).toBeInTheDocument();
    await user.click(await findBell(4));
    await screen.findByRole('heading', { level: 2, name: 'New message' });
    const read = screen.getByRole('heading', { level: 2, name: 'New message' }).closest('article') as HTMLElement;
    expect(within(read).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('4 unread')).toBeInTheDocument();
  });

  it('keeps the language prefix on a notification link', async () => {
    signInAsMaria();
    await renderApp('/ja/notifications');
    // The mocks answer in the page's language: "New message" in Japanese.
    const heading = await screen.findByRole('heading', { level: 2, name: '新着メッセージ' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/ja/chat');
  });

  it('marks all read: the bell empties, the page says so and the unread filter is empty', async () => {
    signInAsMaria();
    const { user } = await renderApp('/notifications');
    await findBell(5);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('All notifications marked as read.')).toBeInTheDocument());
    expect(await findBell()).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('0 unread')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Unread' }));
    expect(await screen.findByText('You have read all your notifications.')).toBeInTheDocument();
  });

  it('shows an empty state to a user without notifications', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: seedSessionUsers.juan() });
    await renderApp('/notifications');
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks a notification without a page read with its own button', async () => {
    await setNotificationLink((await ownNotification(SEED_USERS.complete, FIRST_NOTIFICATION_ID))!, null);
    signInAsMaria();
    const { user } = await renderApp('/notifications');
    const article = (await screen.findByRole('heading', { level: 2, name: 'New interview invitation' })).closest('article') as HTMLElement;
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: 'Mark as read: New interview invitation' }));
    await waitFor(() => expect(within(article).queryByRole('button')).not.toBeInTheDocument());
    expect(within(article).queryByText('New')).not.toBeInTheDocument();
    expect(await findBell(4)).toBeInTheDocument();
  });

  it('shows the list error with a retry', async () => {
    signInAsMaria();
    forceError('listNotifications', 50001);
    const { user } = await renderApp('/notifications');
    expect(await screen.findByText(messageOf(50001))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    resetScenarios();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'New interview invitation' })).toBeInTheDocument();
  });

  it.each([41044, 50001])('shows the list error %i with its message', async (code) => {
    signInAsMaria();
    forceError('listNotifications', code);
    await renderApp('/notifications');
    expect(await screen.findByText(messageOf(code), { exact: false })).toBeInTheDocument();
  });

  it('shows the rate limit (40006) with its countdown', async () => {
    signInAsMaria();
    forceError('listNotifications', 40006, { retryAfter: 30 });
    await renderApp('/notifications');
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
  });

  it('shows a refused "mark all" on the page, not in the notification bar, and keeps the unread', async () => {
    signInAsMaria();
    forceError('markAllNotificationsRead', 50001);
    const { user } = await renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messageOf(50001));
    expect(alert.closest('.notification-bar')).toBeNull();
    expect(screen.getAllByText(messageOf(50001))).toHaveLength(1);
    expect(screen.getByText('5 unread')).toBeInTheDocument();
  });

  it('shows a refused read (40004) in the notification bar', async () => {
    signInAsMaria();
    forceError('markNotificationRead', 40004);
    const { user } = await renderApp('/notifications');
    await user.click(await screen.findByRole('link', { name: 'New message' }));
    expect(await screen.findByText(messageOf(40004))).toBeInTheDocument();
  });
});
