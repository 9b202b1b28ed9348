/**
 * The plain worker scripts of web/public, run in a sandbox with stand-ins for what browsers give them:
 * shared_worker.js keeps one chat socket for every tab (tickets from a page, `active_page`, one page
 * notified), self_worker.js shows pushes and opens /chat/{chatId} for a `jobseeker_redirect`.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const script = (name: string) => readFileSync(new URL(`../../web/public/${name}`, import.meta.url), 'utf8');

type Listener = (event: { data?: unknown }) => void;

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 1;
  sent: string[] = [];
  closed = false;
  private listeners: Record<string, Listener[]> = {};
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.emit('close', {});
  }
  emit(type: string, event: { data?: unknown }) {
    for (const listener of this.listeners[type] ?? []) listener(event);
  }
}

class FakePort {
  received: { type: string; [key: string]: unknown }[] = [];
  onmessage: ((message: { data: unknown }) => void) | null = null;
  postMessage(data: { type: string }) {
    this.received.push(data);
  }
  start() {}
  send(data: unknown) {
    this.onmessage?.({ data });
  }
  of(type: string) {
    return this.received.filter((message) => message.type === type);
  }
}

describe('shared_worker.js', () => {
  let self: { onconnect?: (event: { ports: FakePort[] }) => void };
  let logout: Listener | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    self = {};
    class FakeChannel {
      set onmessage(listener: Listener) {
        logout = listener;
      }
    }
    runInNewContext(script('shared_worker.js'), { self, WebSocket: FakeSocket, BroadcastChannel: FakeChannel, setTimeout, clearTimeout, setInterval, clearInterval, JSON });
  });
  afterEach(() => vi.useRealTimers());

  function connect(): FakePort {
    const port = new FakePort();
    self.onconnect!({ ports: [port] });
    return port;
  }

  it('opens one socket for every tab with a ticket from one page, and notifies one page', () => {
    const first = connect();
    first.send({ type: 'hello', active: true });
    expect(first.of('need-ticket')).toHaveLength(1);
    const second = connect();
    second.send({ type: 'hello', active: false });
    expect(second.of('need-ticket')).toHaveLength(0);
    first.send({ type: 'ticket', url: 'wss://ph.jobchat.example/chat/socket?ticket=a' });
    expect(FakeSocket.all.map((socket) => socket.url)).toEqual(['wss://ph.jobchat.example/chat/socket?ticket=a']);
    const socket = FakeSocket.all[0]!;
    socket.emit('message', { data: '{"type":"ready","user_id":900001}' });
    expect(first.of('status').at(-1)).toEqual({ type: 'status', status: 'open' });
    expect(second.of('status').at(-1)).toEqual({ type: 'status', status: 'open' });

    socket.emit('message', { data: '{"type":"typing","chat_id":3001}' });
    expect(first.of('event').at(-1)).toMatchObject({ data: '{"type":"typing","chat_id":3001}', notify: true });
    expect(second.of('event').at(-1)).toMatchObject({ notify: false });
    // The first tab is hidden, the second shown: the second is the one to notify now.
    first.send({ type: 'active_page', value: false });
    second.send({ type: 'active_page', value: true });
    socket.emit('message', { data: '{"type":"typing","chat_id":3002}' });
    expect(first.of('event').at(-1)).toMatchObject({ notify: false });
    expect(second.of('event').at(-1)).toMatchObject({ notify: true });
    vi.advanceTimersByTime(25_000);
    expect(socket.sent).toEqual(['{"type":"ping"}']);
  });

  it('asks another page when the page asked for a ticket leaves first, even after a newer page said hello', () => {
    // React's development double mount: the first port says hello and is asked, the second says hello
    // before the first one's bye arrives, and is the lead by then.
    const first = connect();
    first.send({ type: 'hello', active: true });
    const second = connect();
    second.send({ type: 'hello', active: true });
    expect(second.of('need-ticket')).toHaveLength(0);
    first.send({ type: 'bye' });
    expect(second.of('need-ticket')).toHaveLength(1);
    second.send({ type: 'ticket', url: 'wss://x/chat/socket?ticket=b' });
    expect(FakeSocket.all.map((socket) => socket.url)).toEqual(['wss://x/chat/socket?ticket=b']);
  });

  it('asks for a new ticket after a drop, longer each time, and stops when the last tab leaves or on logout', () => {
    const page = connect();
    page.send({ type: 'hello', active: true });
    page.send({ type: 'ticket', url: 'wss://x/chat/socket?ticket=1' });
    FakeSocket.all[0]!.emit('close', {});
    expect(page.of('status').at(-1)).toEqual({ type: 'status', status: 'reconnecting' });
    vi.advanceTimersByTime(999);
    expect(page.of('need-ticket')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(page.of('need-ticket')).toHaveLength(2);
    page.send({ type: 'ticket-failed' });
    vi.advanceTimersByTime(1_999);
    expect(page.of('need-ticket')).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(page.of('need-ticket')).toHaveLength(3);
    page.send({ type: 'ticket', url: 'wss://x/chat/socket?ticket=2' });
    logout!({ data: { type: 'logout' } });
    expect(FakeSocket.all[1]!.closed).toBe(true);
    expect(page.of('status').at(-1)).toEqual({ type: 'status', status: 'closed' });

    page.send({ type: 'hello', active: true });
    page.send({ type: 'ticket', url: 'wss://x/chat/socket?ticket=3' });
    page.send({ type: 'bye' });
    expect(FakeSocket.all[2]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });
});

describe('self_worker.js', () => {
  const handlers: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: { body: string; tag?: string; data: unknown } }[] = [];
  let windows: { url: string; focused: boolean; focus: () => Promise<unknown>; navigate: (url: string) => Promise<unknown> }[];
  const opened: string[] = [];
  const navigated: string[] = [];

  beforeEach(() => {
    shown.length = 0;
    opened.length = 0;
    navigated.length = 0;
    windows = [];
    const self = {
      addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
      registration: { showNotification: async (title: string, options: (typeof shown)[number]['options']) => void shown.push({ title, options }) },
      clients: {
        matchAll: async () => windows,
        openWindow: async (url: string) => void opened.push(url),
        claim: async () => undefined,
      },
      location: { origin: 'https://ph.jobchat.example' },
      skipWaiting: () => undefined,
    };
    runInNewContext(script('self_worker.js'), { self, URL, Number });
  });

  async function run(type: string, event: object): Promise<void> {
    let work: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }

  it('shows a jobseeker_redirect push with its conversation', async () => {
    const payload = { title: 'New message from Angela Reyes', body: 'Are you free on Tuesday?', data: { type: 'jobseeker_redirect', chatId: '3002' } };
    await run('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(shown).toEqual([{ title: 'New message from Angela Reyes', options: { body: 'Are you free on Tuesday?', tag: 'chat-3002', data: { type: 'jobseeker_redirect', chatId: 3002 } } }]);
  });

  it('opens /chat/{chatId} in the open tab, keeping its language, or in a new window', async () => {
    const tab = {
      url: 'https://ph.jobchat.example/ar/companies',
      focused: true,
      focus: async () => tab,
      navigate: async (url: string) => void navigated.push(url),
    };
    windows = [tab];
    const close = vi.fn();
    await run('notificationclick', { notification: { data: { type: 'jobseeker_redirect', chatId: 3002 }, close } });
    expect(close).toHaveBeenCalled();
    expect(navigated).toEqual(['https://ph.jobchat.example/ar/chat/3002']);

    windows = [];
    await run('notificationclick', { notification: { data: { type: 'jobseeker_redirect', chatId: 3005 }, close } });
    expect(opened).toEqual(['https://ph.jobchat.example/chat/3005']);

    await run('notificationclick', { notification: { data: { type: 'something_else', chatId: 1 }, close } });
    expect(opened).toHaveLength(1);
  });
});
