/**
 * W12 chat, the conversation list: signed-in only, folders (all, not interested, pinned, muted), unread
 * counts, reply labels, the header's Chat item, and the list's loading, empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import { CHAT, signInMariaForChat } from './chat-support';
import { renderApp } from './render-app';

describe('chat list for guests', () => {
  it('sends a guest to sign in and back to the chat', async () => {
    const { router } = await renderApp('/chat/3001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/chat/3001')}`);
    expect(screen.queryByRole('link', { name: /^Chat/ })).not.toBeInTheDocument();
  });
});

describe('chat list', () => {
  signInMariaForChat();

  it('lists every conversation but the not-interested one, pinned first, with unread counts and reply labels', async () => {
    await renderApp('/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'All' });
    const items = within(list).getAllByRole('link');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByText('Pinned')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Pinned')).toBeInTheDocument();
    expect(within(list).getByText('3 unread messages')).toBeInTheDocument();
    expect(within(list).getAllByText('1 unread message')).toHaveLength(4);
    // Every recruiter's activity shows, but for one: its "Just replied" would contradict "No reply for 10 days".
    expect(within(list).getAllByText(/^(Just replied|Replied \d+ minutes ago|Active today|Active within (three|seven) days|High response rate)$/).length).toBe(9);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Chat history is kept for 30 days after the last message.')).toBeInTheDocument();
  });

  it('switches folders: pinned, muted and not interested', async () => {
    const { user } = await renderApp('/chat');
    await screen.findByRole('list', { name: 'All' });
    await user.click(screen.getByRole('link', { name: 'Pinned' }));
    expect(within(await screen.findByRole('list', { name: 'Pinned' })).getAllByRole('link')).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Muted' }));
    expect(within(await screen.findByRole('list', { name: 'Muted' })).getAllByRole('link')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Not interested' }));
    const notInterested = await screen.findByRole('list', { name: 'Not interested' });
    expect(within(notInterested).getAllByRole('link')).toHaveLength(1);
    expect(within(notInterested).getByRole('link').getAttribute('href')).toBe(`/chat/${CHAT.notInterested}?folder=not_interested`);
  });

  it('shows the unread total in the header, and the list\'s own total', async () => {
    await renderApp('/chat');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const chat = await within(menu).findByRole('link', { name: 'Chat, 7 unread messages' });
    expect(chat).toHaveAttribute('href', '/chat');
    expect(screen.getByText('7 unread')).toBeInTheDocument();
  });

  it('says when a folder is empty', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: seedSessionUsers.juan() });
    await renderApp('/chat?folder=pinned');
    expect(await screen.findByText('No pinned conversations')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });

  it('shows a list error with a retry that waits out 40006', async () => {
    forceError('listConversations', 40006, { retryAfter: 30 });
    await renderApp('/chat');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 30 seconds.');
    expect(within(alert).getByRole('button', { name: /Try again in \d+ s/ })).toBeDisabled();
  });

  it.each([
    [50001, 'Sorry, something went wrong on our server. Please try again later.'],
    [41044, 'Your account has been suspended. Please contact support for help.'],
    [40001, 'Some of the information you entered is not valid. Please check it and try again.'],
  ])('shows listConversations %i with its message, then recovers on retry', async (code, message) => {
    forceError('listConversations', code);
    const { user } = await renderApp('/chat');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const { resetScenarios } = await import('../../mocks/scenario/helpers');
    resetScenarios();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'All' })).toBeInTheDocument();
  });

  it('answers 404 for an address that cannot name a conversation', async () => {
    await renderApp('/chat/not-a-number');
    expect(await screen.findByRole('heading', { name: 'Page does not exist' })).toBeInTheDocument();
  });
});

describe('chat in other languages', () => {
  signInMariaForChat();

  it('renders right to left in Arabic, with the language prefix in every chat link', async () => {
    await renderApp('/ar/chat/3001');
    expect(await screen.findByRole('textbox', { name: 'الرسالة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'الكل' })).toHaveAttribute('href', '/ar/chat/3001');
    const list = screen.getByRole('list', { name: 'الكل' });
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/ar/chat/3001');
    expect(screen.getByRole('button', { name: 'تثبيت' })).toHaveAttribute('aria-pressed', 'true');
    const menu = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(await within(menu).findByRole('link', { name: 'الدردشة، 7 رسائل غير مقروءة' })).toHaveAttribute('href', '/ar/chat');
  });

  it('speaks Japanese, with its own plural-free counts', async () => {
    await renderApp('/ja/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'チャット' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'すべて' });
    expect(within(list).getByText('未読メッセージ 3 件')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
