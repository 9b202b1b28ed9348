/**
 * The realtime chat socket through MSW's WebSocket interception: a ticket from getChatSocketTicket opens
 * the user's own channel; a sent message gets the recruiter's read receipt, typing and reply; a recall
 * is broadcast; bad tickets are refused. Node 20 has no global WebSocket (MSW patches the global class),
 * so the `ws` package (already installed with jsdom) stands in for it when it is missing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_TICKET_CLOSE_CODE } from '../../mocks/handlers/chat/socket';
import { setRecruiterReplyDelay } from '../../mocks/handlers/chat';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import type { ChatSocketEvent } from '../../mocks/state/chat-socket-hub';
import { getChatSocketTicket, listMessages, recallMessage, sendMessage } from '../../sdk/generated/chat/hooks';

if (typeof globalThis.WebSocket === 'undefined') {
  const { WebSocket } = await import('ws');
  globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;
}

const COMPLETE = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.complete}` } };
const NEW_USER = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.newUser}` } };
const CHAT_WITH_REPLIES = 3001;
const WAIT_MS = 2000;
const ASYNCAPI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/chat-events.asyncapi.yaml');

interface AsyncApiMessage {
  name: string;
  payload: object;
  examples?: { payload: unknown }[];
}

/** Payload validators of contracts/chat-events.asyncapi.yaml by frame `type`, and the document's examples. */
async function loadEventContract(): Promise<{ validators: Map<string, ValidateFunction>; examples: { name: string; payload: unknown }[] }> {
  const result = await bundle({ ref: ASYNCAPI, config: await createConfig({}), dereference: true });
  const messages = (result.bundle.parsed as { components: { messages: Record<string, AsyncApiMessage> } }).components.messages;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();
  const examples: { name: string; payload: unknown }[] = [];
  for (const message of Object.values(messages)) {
    validators.set(message.name, ajv.compile(message.payload));
    for (const example of message.examples ?? []) examples.push({ name: message.name, payload: example.payload });
  }
  return { validators, examples };
}

const eventContract = loadEventContract();
/** Every frame any test received, checked against the AsyncAPI document after each test. */
const received: ChatSocketEvent[] = [];

async function contractProblems(frames: readonly { type: string }[]): Promise<string[]> {
  const { validators } = await eventContract;
  return frames.flatMap((frame) => {
    const { type } = frame;
    const validate = validators.get(type);
    if (!validate) return [`${type}: not a message of chat-events.asyncapi.yaml`];
    return validate(frame) ? [] : (validate.errors ?? []).map((e) => `${type} ${e.instancePath || '/'} ${e.message ?? ''}`);
  });
}

interface Channel {
  events: ChatSocketEvent[];
  next: <T extends ChatSocketEvent['type']>(type: T) => Promise<Extract<ChatSocketEvent, { type: T }>>;
  closed: Promise<number>;
  socket: WebSocket;
}

/** Opens a socket and records every event; `next(type)` waits for the first event of that type not yet taken. */
function open(url: string): Channel {
  const socket = new WebSocket(url);
  const events: ChatSocketEvent[] = [];
  const taken = new Set<ChatSocketEvent>();
  const waiters = new Set<() => void>();
  socket.addEventListener('message', (event: MessageEvent) => {
    const frame = JSON.parse(String(event.data)) as ChatSocketEvent;
    events.push(frame);
    received.push(frame);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event: CloseEvent) => resolve(event.code)));
  const next = <T extends ChatSocketEvent['type']>(type: T) =>
    new Promise<Extract<ChatSocketEvent, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} event within ${WAIT_MS} ms; got ${JSON.stringify(events)}`)), WAIT_MS);
      const check = () => {
        const found = events.find((event) => event.type === type && !taken.has(event));
        if (!found) return;
        taken.add(found);
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found as Extract<ChatSocketEvent, { type: T }>);
      };
      waiters.add(check);
      check();
    });
  return { events, next, closed, socket };
}

async function connect(options: RequestInit): Promise<Channel> {
  const { url } = await getChatSocketTicket(options);
  const channel = open(url);
  await channel.next('ready');
  return channel;
}

beforeAll(() => setRecruiterReplyDelay(0));
afterAll(() => setRecruiterReplyDelay(undefined));
afterEach(async () => {
  expect(await contractProblems(received.splice(0)), 'socket frames that do not match chat-events.asyncapi.yaml').toEqual([]);
});

describe('chat socket', () => {
  it('documents valid examples for every event', async () => {
    const { examples } = await eventContract;
    expect(examples.length).toBeGreaterThanOrEqual(8);
    expect(await contractProblems(examples.map((example) => example.payload as { type: string }))).toEqual([]);
    expect(examples.every((example) => (example.payload as { type: string }).type === example.name)).toBe(true);
    expect(await contractProblems([{ type: 'typing' }])).not.toEqual([]);
  });

  it('gives a ticketed wss-style URL on the API host', async () => {
    const ticket = await getChatSocketTicket(COMPLETE);
    expect(ticket.url).toBe(`ws://localhost/chat/socket?ticket=${ticket.ticket}`);
  });

  it('delivers the recruiter reply after a sent message: read, typing, then the new message', async () => {
    const channel = await connect(COMPLETE);
    const sent = await sendMessage(CHAT_WITH_REPLIES, { text: 'Tomorrow morning works for me. Thank you!' }, COMPLETE);
    expect((await listMessages(CHAT_WITH_REPLIES, {}, COMPLETE)).messages.at(-1)?.id).toBe(sent.id);
    const read = await channel.next('messages.read');
    expect(read).toMatchObject({ chat_id: CHAT_WITH_REPLIES, last_read_message_id: sent.id });
    await channel.next('typing');
    const reply = await channel.next('message.new');
    expect(reply.message).toMatchObject({ chat_id: CHAT_WITH_REPLIES, sender: 'recruiter', type: 'text', status: 'sent' });
    const order = channel.events.map((event) => event.type);
    expect(order.indexOf('typing')).toBeLessThan(order.indexOf('message.new'));
    const history = (await listMessages(CHAT_WITH_REPLIES, {}, COMPLETE)).messages;
    expect(history.slice(-2).map((m) => [m.id, m.status])).toEqual([[sent.id, 'read'], [reply.message.id, 'sent']]);
    channel.socket.close();
  });

  it('sends an interview invitation when the job seeker asks about an interview', async () => {
    const channel = await connect(COMPLETE);
    await sendMessage(CHAT_WITH_REPLIES, { text: 'When could we schedule the interview?' }, COMPLETE);
    const invited = await channel.next('interview.invited');
    expect(invited.message).toMatchObject({ type: 'interview_invitation', sender: 'recruiter', interview: { mode: 'video', status: 'pending' } });
    expect((await listMessages(CHAT_WITH_REPLIES, {}, COMPLETE)).messages.at(-1)?.id).toBe(invited.message.id);
    channel.socket.close();
  });

  it('broadcasts a recall on the own channel only', async () => {
    const mine = await connect(COMPLETE);
    const someoneElse = await connect(NEW_USER);
    const sent = await sendMessage(CHAT_WITH_REPLIES, { text: 'Sorry, wrong message.' }, COMPLETE);
    await recallMessage(CHAT_WITH_REPLIES, sent.id, COMPLETE);
    expect(await mine.next('message.recalled')).toMatchObject({ chat_id: CHAT_WITH_REPLIES, message_id: sent.id });
    await mine.next('message.new');
    expect(someoneElse.events.map((event) => event.type)).toEqual(['ready']);
    mine.socket.close();
    someoneElse.socket.close();
  });

  it('refuses a missing or already used ticket', async () => {
    expect(await open('ws://localhost/chat/socket?ticket=nope').closed).toBe(INVALID_TICKET_CLOSE_CODE);
    const { url } = await getChatSocketTicket(COMPLETE);
    const first = open(url);
    await first.next('ready');
    expect(await open(url).closed).toBe(INVALID_TICKET_CLOSE_CODE);
    first.socket.close();
  });

  it('answers ping with pong', async () => {
    const channel = await connect(COMPLETE);
    channel.socket.send(JSON.stringify({ type: 'ping' }));
    await channel.next('pong');
    channel.socket.close();
  });
});
