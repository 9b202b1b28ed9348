/**
 * The chat through the messaging worker: web/public/shared_worker.js itself runs beside the page (over a
 * MessageChannel, as a browser would connect them) with the msw/node socket, so a send gets the
 * recruiter's reply through the worker, and the page tells the worker when it is shown or hidden.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT, openConversation, signInMariaForChat } from './chat-support';

signInMariaForChat();

const workerScript = readFileSync(path.join(process.cwd(), 'web/public/shared_worker.js'), 'utf8');
let seenByWorker: { type: string; value?: unknown }[];
let created: string[];

beforeEach(() => {
  seenByWorker = [];
  created = [];
  const self: { onconnect?: (event: { ports: MessagePort[] }) => void } = {};
  runInNewContext(workerScript, { self, WebSocket: globalThis.WebSocket, BroadcastChannel, setTimeout, clearTimeout, setInterval, clearInterval, JSON });
  class FakeSharedWorker {
    readonly port: MessagePort;
    constructor(url: string) {
      created.push(url);
      const channel = new MessageChannel();
      channel.port2.addEventListener('message', (event) => seenByWorker.push(event.data as { type: string }));
      self.onconnect!({ ports: [channel.port2] });
      this.port = channel.port1;
    }
  }
  Object.assign(globalThis, { SharedWorker: FakeSharedWorker });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'SharedWorker');
});

describe('chat through the messaging worker', () => {
  it('gets the recruiter reply through the worker, and says when the page is hidden', async () => {
    const { user, history } = await openConversation(CHAT.bothReplied);
    expect(created).toEqual(['/shared_worker.js']);
    await waitFor(() => expect(seenByWorker.some((message) => message.type === 'ticket')).toBe(true));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello through the worker{Enter}');
    expect(await within(history).findByText('Thanks for your message! Let me check with the hiring manager and get back to you today.')).toBeInTheDocument();

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(seenByWorker).toContainEqual({ type: 'active_page', value: false }));
    Reflect.deleteProperty(document, 'visibilityState');
  });
});
