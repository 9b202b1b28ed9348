/**
 * W12 chat in real time over the msw/node WebSocket mock: typing and the recruiter's reply after a send,
 * read receipts, recalls and interview invitations pushed by the server, browser notifications for other
 * conversations (a click opens them, as a `jobseeker_redirect` push does) and the permission prompt.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRecruiterReplyDelay } from '../../mocks/handlers/chat';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { SEED_USERS } from '../../mocks/state/accounts';
import { appendMessage, isoNow, messagesOf } from '../../mocks/state/chats';
import { hasSocketClient, publishChatEvent } from '../../mocks/state/chat-socket-hub';
import { CHAT, openConversation, signInMariaForChat } from './chat-support';

signInMariaForChat();

/** A stand-in for the browser's Notification API, recording what the page shows. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  static requested = 0;
  static async requestPermission(): Promise<NotificationPermission> {
    FakeNotification.requested += 1;
    FakeNotification.permission = 'granted';
    return 'granted';
  }
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions & { data?: unknown },
  ) {
    FakeNotification.shown.push(this);
  }
  get data(): unknown {
    return this.options.data;
  }
  close() {}
}

beforeEach(() => {
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requested = 0;
  Object.assign(globalThis, { Notification: FakeNotification });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'Notification');
});

/** A fake clock that also follows the real one: the mock recruiter's pauses and the socket's reconnect wait pass when the test says so. */
const onFakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function connected(): Promise<void> {
  await waitFor(() => expect(hasSocketClient(SEED_USERS.complete)).toBe(true));
}

describe('realtime chat', () => {
  it('shows the recruiter typing, then the reply, after a send', async () => {
    onFakeClock();
    // The recruiter reads at 0.4 s, typing from then on, and answers at 1 s.
    setRecruiterReplyDelay(1000);
    const { user, history } = await openConversation(CHAT.bothReplied);
    await connected();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Good morning!{Enter}');
    await advance(400);
    const typing = await screen.findByText(/ is typing…$/);
    expect(typing).toHaveAttribute('role', 'status');
    await advance(600);
    expect(await within(history).findByText('Thanks for your message! Let me check with the hiring manager and get back to you today.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/ is typing…$/)).not.toBeInTheDocument());
    expect(screen.getByText(/^New message from .+: Thanks for your message!/)).toBeInTheDocument();
  });

  it('follows read receipts, recalls and interview invitations the server pushes', async () => {
    const { history } = await openConversation(CHAT.appliedOnly);
    await connected();
    const own = within(history).getByText(/available to start immediately/).closest('li')!;
    expect(within(own).getByText('Sent')).toBeInTheDocument();
    const ownId = (await messagesOf(CHAT.appliedOnly)).at(-1)!.id;
    publishChatEvent(SEED_USERS.complete, { type: 'messages.read', chat_id: CHAT.appliedOnly, reader: 'recruiter', last_read_message_id: ownId, read_at: isoNow() });
    await waitFor(() => expect(within(own).getByText('Read')).toBeInTheDocument());

    const reply = await appendMessage(CHAT.appliedOnly, { sender: 'recruiter', type: 'text', text: 'Please ignore my last note.' });
    publishChatEvent(SEED_USERS.complete, { type: 'message.new', chat_id: CHAT.appliedOnly, message: { ...reply } });
    expect(await within(history).findByText('Please ignore my last note.')).toBeInTheDocument();
    publishChatEvent(SEED_USERS.complete, { type: 'message.recalled', chat_id: CHAT.appliedOnly, message_id: reply.id, recalled_at: isoNow() });
    expect(await within(history).findByText(/ recalled a message\.$/)).toBeInTheDocument();
    expect(within(history).queryByText('Please ignore my last note.')).not.toBeInTheDocument();

    const invitation = await appendMessage(CHAT.appliedOnly, {
      sender: 'recruiter', type: 'interview_invitation', text: 'Interview invitation',
      interview: { interview_id: 7999, scheduled_at: isoNow(), duration_minutes: 30, mode: 'onsite', location: 'Makati', meeting_url: null, status: 'pending' },
    });
    publishChatEvent(SEED_USERS.complete, { type: 'interview.invited', chat_id: CHAT.appliedOnly, message: { ...invitation } });
    expect(await within(history).findByRole('link', { name: 'View invitation' })).toHaveAttribute('href', `/chat/${CHAT.appliedOnly}?interview=7999`);
    // The page is visible and shows this conversation: no browser notification for it.
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('notifies about another conversation; a click opens it (jobseeker_redirect)', async () => {
    const { router } = await openConversation(CHAT.bothReplied);
    await connected();
    const muted = await appendMessage(CHAT.muted, { sender: 'recruiter', type: 'text', text: 'Muted news' });
    publishChatEvent(SEED_USERS.complete, { type: 'message.new', chat_id: CHAT.muted, message: { ...muted } });
    const message = await appendMessage(CHAT.interview, { sender: 'recruiter', type: 'text', text: 'Can we move the interview to 3 PM?' });
    publishChatEvent(SEED_USERS.complete, { type: 'message.new', chat_id: CHAT.interview, message: { ...message } });
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const [notification] = FakeNotification.shown;
    expect(notification!.options.body).toBe('Can we move the interview to 3 PM?');
    expect(notification!.title).toMatch(/^New message from .+/);
    expect(notification!.data).toEqual({ type: 'jobseeker_redirect', chatId: CHAT.interview });
    notification!.onclick?.();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${CHAT.interview}`));
    expect(await screen.findByText('Can we move the interview to 3 PM?', { selector: '.chat-message__text' })).toBeInTheDocument();
  });

  it('asks for notification permission from a click while it is undecided', async () => {
    FakeNotification.permission = 'default';
    const { user } = await openConversation(CHAT.bothReplied);
    const prompt = await screen.findByRole('region', { name: 'Notifications' });
    expect(FakeNotification.requested).toBe(0);
    await user.click(within(prompt).getByRole('button', { name: 'Turn on notifications' }));
    expect(FakeNotification.requested).toBe(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('does not ask once the user decided', async () => {
    FakeNotification.permission = 'denied';
    await openConversation(CHAT.bothReplied);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it.each([
    [50001, 'Sorry, something went wrong on our server. Please try again later.'],
    [40006, 'Too many attempts. Please try again in 30 seconds.'],
  ])('says live updates are paused when the socket ticket fails (%i)', async (code, message) => {
    forceError('getChatSocketTicket', code);
    await openConversation(CHAT.bothReplied);
    expect(await screen.findByText(`Live updates are paused: ${message} Reconnecting…`)).toHaveAttribute('role', 'status');
  });

  it('catches up, once connected, on what the socket missed while it could not connect', async () => {
    onFakeClock();
    forceError('getChatSocketTicket', 50001);
    const { history } = await openConversation(CHAT.bothReplied);
    await screen.findByText(/^Live updates are paused: /);
    await appendMessage(CHAT.bothReplied, { sender: 'recruiter', type: 'text', text: 'Are you free for a call at 3 PM?' });
    resetScenarios();
    // The socket tries again after a second (then two, four...).
    await advance(1_000);
    await connected();
    expect(await within(history).findByText('Are you free for a call at 3 PM?')).toBeInTheDocument();
  });
});
