/** The chat page's small rules: push redirects, addresses, file sizes, and the socket's reconnects (its times: date-time.test.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatIdFrom, chatLink } from '@web/features/chat/chat-links';
import { folderFrom } from '@web/features/chat/chat-queries';
import { interviewLink } from '@web/features/chat/interview-card';
import { formatFileSize } from '@web/features/chat/message-cards';
import { chatIdOfPush, pushRedirect } from '@web/features/chat/push-redirect';

const ticket = vi.hoisted(() => ({ fetch: vi.fn() }));
vi.mock('@web/features/chat/chat-queries', async (original) => ({
  ...(await original<typeof import('@web/features/chat/chat-queries')>()),
  fetchChatSocketTicket: ticket.fetch,
}));

describe('jobseeker_redirect', () => {
  it('names the conversation of a jobseeker_redirect push, and nothing else', () => {
    expect(chatIdOfPush({ type: 'jobseeker_redirect', chatId: 3002 })).toBe(3002);
    expect(chatIdOfPush({ type: 'jobseeker_redirect', chatId: '3002' })).toBe(3002);
    expect(chatIdOfPush(pushRedirect(7))).toBe(7);
    for (const data of [null, 'x', { type: 'other', chatId: 1 }, { type: 'jobseeker_redirect' }, { type: 'jobseeker_redirect', chatId: -1 }, { type: 'jobseeker_redirect', chatId: '1/../x' }]) {
      expect(chatIdOfPush(data)).toBeUndefined();
    }
  });
});

describe('chat addresses', () => {
  it('keeps the language prefix and the folder', () => {
    expect(chatLink('en-us', 'all')).toBe('/chat');
    expect(chatLink('ar', 'pinned', 3001)).toBe('/ar/chat/3001?folder=pinned');
    expect(chatIdFrom('3001')).toBe(3001);
    expect([chatIdFrom('0'), chatIdFrom('abc'), chatIdFrom(undefined), chatIdFrom('1e3')]).toEqual([undefined, undefined, undefined, undefined]);
    expect([folderFrom('muted'), folderFrom('nope'), folderFrom(null)]).toEqual(['muted', 'all', 'all']);
    expect(interviewLink('/ja/chat/3002', '?folder=pinned', 7302)).toBe('/ja/chat/3002?folder=pinned&interview=7302');
  });

  it('formats sizes by their unit', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 byte');
    expect(formatFileSize(5 * 1024 * 1024 + 1, 'en-US')).toBe('5 MB');
  });
});

/** A WebSocket stand-in the socket module drives. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 1;
  sent: string[] = [];
  closedWith: number | undefined;
  private listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.emit('close', {});
  }
  emit(type: string, event: { data?: unknown }) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

describe('the chat socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    let n = 0;
    ticket.fetch.mockImplementation(async () => ({ url: `ws://localhost/chat/socket?ticket=t${(n += 1)}` }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    ticket.fetch.mockReset();
  });

  it('connects with a ticket, pings, reconnects with a new ticket after a drop, and stops for good on logout', async () => {
    const { connectChatSocket, PING_INTERVAL_MS } = await import('@web/features/chat/chat-socket');
    const { CHAT_CHANNEL } = await import('@web/lib/session/session-events');
    const events: unknown[] = [];
    const statuses: string[] = [];
    connectChatSocket({ onEvent: (event) => events.push(event), onStatus: (status) => statuses.push(status) });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const first = FakeSocket.all[0]!;
    expect(first.url).toBe('ws://localhost/chat/socket?ticket=t1');
    first.emit('message', { data: JSON.stringify({ type: 'ready', user_id: 1 }) });
    first.emit('message', { data: 'not json' });
    first.emit('message', { data: JSON.stringify({ type: 'typing', chat_id: 3, sender: 'recruiter', is_typing: true }) });
    expect(events).toEqual([{ type: 'ready', user_id: 1 }, { type: 'typing', chat_id: 3, sender: 'recruiter', is_typing: true }]);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(first.sent).toEqual([JSON.stringify({ type: 'ping' })]);

    first.emit('close', {});
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(FakeSocket.all[1]!.url).toBe('ws://localhost/chat/socket?ticket=t2');

    const channel = new BroadcastChannel(CHAT_CHANNEL);
    channel.postMessage({ type: 'logout' });
    channel.close();
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('closed'));
    expect(FakeSocket.all[1]!.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('waits longer after each failed ticket', async () => {
    const { connectChatSocket } = await import('@web/features/chat/chat-socket');
    ticket.fetch.mockRejectedValue(new Error('offline'));
    const connection = connectChatSocket({ onEvent: () => undefined, onStatus: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(ticket.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ticket.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ticket.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ticket.fetch).toHaveBeenCalledTimes(3);
    connection.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ticket.fetch).toHaveBeenCalledTimes(3);
  });
});
