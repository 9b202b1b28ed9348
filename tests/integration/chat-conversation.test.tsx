/**
 * W12 chat, one conversation: opening it reads it, its header (recruiter, job, reply label), pin, mute,
 * not interested with undo, report with the chat_report_lists reasons, delete, and its error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { CHAT, openConversation, signInMariaForChat } from './chat-support';
import { renderApp } from './render-app';

signInMariaForChat();

describe('a conversation', () => {
  it('shows the recruiter, the job and the history, and reads the unread messages', async () => {
    await openConversation(CHAT.muted);
    const heading = screen.getByRole('heading', { level: 1 });
    const article = screen.getByRole('article', { name: heading.textContent ?? '' });
    expect(within(article).getByText(/^(Just replied|Replied \d+ minutes ago|Active today|Active within (three|seven) days|High response rate)$/)).toBeInTheDocument();
    expect(within(article).getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('/job/'))).toBe(true);
    expect(screen.getByText(/Messages are kept for 30 days after the last message \(until .+\)\./)).toBeInTheDocument();
    expect(screen.getByText('This is the start of your conversation.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    // Opening the muted conversation read its one unread message: 7 before, 6 after.
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Chat, 6 unread messages' })).toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'All' });
    expect(within(list).getByRole('link', { current: 'page' })).toHaveAttribute('href', `/chat/${CHAT.muted}`);
  });

  it('pins and mutes with pressed toggles, and the folders follow', async () => {
    const { user } = await openConversation(CHAT.appliedOnly);
    const pin = screen.getByRole('button', { name: 'Pin' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await user.click(pin);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pin' })).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('link', { name: 'Pinned' }));
    const pinned = await screen.findByRole('list', { name: 'Pinned' });
    await waitFor(() => expect(within(pinned).getAllByRole('link')).toHaveLength(3));
  });

  it('marks a conversation not interested and undoes it', async () => {
    const { user } = await openConversation(CHAT.appliedOnly);
    await user.click(screen.getByRole('button', { name: 'Not interested' }));
    expect(await screen.findByText('Moved to Not interested.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'All' })).getAllByRole('link')).toHaveLength(9));
    expect(screen.getByRole('button', { name: 'Move back to All' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Moved back to All.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'All' })).getAllByRole('link')).toHaveLength(10));
  });

  it('shows a failed flag change with its message', async () => {
    forceError('updateConversationPin', 40006, { retryAfter: 12 });
    const { user } = await openConversation(CHAT.appliedOnly);
    await user.click(screen.getByRole('button', { name: 'Pin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 12 seconds.');
    expect(screen.getByRole('button', { name: 'Pin' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports the recruiter with a reason from chat_report_lists', async () => {
    const { user } = await openConversation(CHAT.muted);
    const opener = screen.getByRole('button', { name: 'Report' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Report this chat' });
    await within(dialog).findByRole('radio', { name: /Asking for Money/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');
    await user.click(within(dialog).getByRole('radio', { name: /Asking for Money/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Asked me for a placement fee.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. We have received your report.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps the report dialog open with the error when reporting fails', async () => {
    forceError('reportConversation', 40001);
    const { user } = await openConversation(CHAT.muted);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this chat' });
    await user.click(await within(dialog).findByRole('radio', { name: /Spam or Advertising/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some of the information you entered is not valid.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a conversation after asking, and goes back to the list', async () => {
    const { user, router } = await openConversation(CHAT.appliedOnly);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(await screen.findByText('The conversation was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'All' })).getAllByRole('link')).toHaveLength(9));
  });

  it('keeps the delete dialog open with the error when deleting fails', async () => {
    forceError('deleteConversation', 40006, { retryAfter: 9 });
    const { user, router } = await openConversation(CHAT.appliedOnly);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 9 seconds.');
    expect(router.state.location.pathname).toBe(`/chat/${CHAT.appliedOnly}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says a conversation does not exist (40004) with a way back', async () => {
    await renderApp('/chat/9999');
    expect(await screen.findByText('This conversation does not exist')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to conversations' })[0]).toHaveAttribute('href', '/chat');
  });

  it.each([
    ['getConversation', 50001, 'Sorry, something went wrong on our server. Please try again later.'],
    ['listMessages', 41044, 'Your account has been suspended. Please contact support for help.'],
  ] as const)('shows %s %i with its message', async (operation, code, message) => {
    forceError(operation, code);
    await renderApp(`/chat/${CHAT.bothReplied}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('reports a failed read mark in the notification bar, and the conversation still works', async () => {
    forceError('markConversationRead', 50001);
    await openConversation(CHAT.muted);
    expect(await screen.findByText('Sorry, something went wrong on our server. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });
});
