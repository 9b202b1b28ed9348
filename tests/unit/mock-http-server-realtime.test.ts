/**
 * What a production build gets from the HTTP mock server beyond request and reply: the AI career
 * summary arrives as a stream (several chunks, each when it is written), and the realtime chat socket
 * is served on the server's own origin, where a sent message brings the recruiter's reply.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { setRecruiterReplyDelay } from '../../mocks/handlers/chat';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import type { ChatSocketEvent } from '../../mocks/state/chat-socket-hub';
import { mockHttpServerForFile, sessionHeaders } from '../support/mock-http-server';

const COMPLETE = sessionHeaders(SEED_SESSION_TOKENS.complete);
const CHAT_WITH_REPLIES = 3001;
const JOB_PREFERENCE = 3101;

// Real HTTP round trips over a seeded database: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const server = mockHttpServerForFile({ warmUp: true });
beforeAll(() => setRecruiterReplyDelay(0));
afterAll(() => setRecruiterReplyDelay(undefined));

describe('streamed career summary over HTTP', () => {
  it('arrives in several chunks, each as it is written, not in one piece', async () => {
    const response = await fetch(`${server.origin}/api/jobseeker/aicv/ai_writing/career_summary`, {
      method: 'POST',
      headers: { ...COMPLETE, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ job_preference_id: JOB_PREFERENCE, stream: true }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const arrivals: { at: number; text: string }[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      arrivals.push({ at: performance.now(), text: value });
    }
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
    // Chunks came apart in time: the stream was not gathered into one write.
    expect(arrivals.at(-1)!.at - arrivals[0]!.at).toBeGreaterThan(10);
    const events = arrivals.map((chunk) => chunk.text).join('').split('\n\n').filter(Boolean).map((block) => JSON.parse(block.replace(/^data: /, '')) as { done: boolean; summary?: string });
    expect(events.at(-1)).toMatchObject({ done: true, summary: expect.stringContaining('Maria') });
  });
});

describe('realtime chat socket over HTTP', () => {
  it('gives a ticket for its own origin and delivers the recruiter reply there', async () => {
    const ticketReply = await fetch(`${server.origin}/api/chat/socket-ticket`, { headers: COMPLETE });
    const { data: ticket } = (await ticketReply.json()) as { data: { url: string } };
    expect(ticket.url.startsWith(`ws://127.0.0.1:${server.port}/chat/socket?ticket=`)).toBe(true);

    const socket = new WebSocket(ticket.url);
    const received: ChatSocketEvent[] = [];
    const waiters: { type: string; resolve: (event: ChatSocketEvent) => void }[] = [];
    // The recruiter's new message, not an echo of the user's own.
    const wanted = (event: ChatSocketEvent, type: string) => event.type === type && (event.type !== 'message.new' || event.message.sender === 'recruiter');
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as ChatSocketEvent;
      received.push(event);
      for (const waiter of waiters.filter((w) => wanted(event, w.type))) waiter.resolve(event);
    });
    const next = (type: string) =>
      new Promise<ChatSocketEvent>((resolve, reject) => {
        const seen = received.find((event) => wanted(event, type));
        if (seen) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`no ${type} event; got ${received.map((e) => e.type).join(', ')}`)), 3_000);
        waiters.push({ type, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    try {
      expect(await next('ready')).toMatchObject({ type: 'ready' });
      const sent = await fetch(`${server.origin}/api/chat/conversations/${CHAT_WITH_REPLIES}/messages`, {
        method: 'POST',
        headers: { ...COMPLETE, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Tomorrow morning works for me. Thank you!' }),
      });
      expect(sent.status).toBe(200);
      const reply = await next('message.new');
      expect(reply).toMatchObject({ chat_id: CHAT_WITH_REPLIES, message: { sender: 'recruiter', type: 'text' } });
    } finally {
      socket.close();
    }
  });

  it('closes a socket with a used ticket', async () => {
    const { data: ticket } = (await (await fetch(`${server.origin}/api/chat/socket-ticket`, { headers: COMPLETE })).json()) as { data: { url: string } };
    const first = new WebSocket(ticket.url);
    await new Promise((resolve) => first.once('message', resolve));
    const second = new WebSocket(ticket.url);
    const code = await new Promise<number>((resolve) => second.once('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(4401);
    first.close();
  });
});
