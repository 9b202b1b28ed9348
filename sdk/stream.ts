/**
 * Streamed replies (`text/event-stream`, e.g. the AI career summary): sends through the same transport
 * configuration as every other call (base URL per server prefix, the spec's headers, ApiError on failure,
 * onUnauthorized on 401) and hands over each event's `data:` JSON as it arrives. The stream itself is
 * read by `eventsource-parser` (the WHATWG event-stream grammar: CR, LF or CRLF line ends, multi-line
 * `data:`, comments, `event:`, `id:`, `retry:`).
 *
 * Events: an unnamed (or `message`) event carries one chunk; an `error` event, or any event whose data is
 * an error envelope, fails the stream with ApiError; events under other names are not this operation's
 * chunks (the contract's `x-event-schema` describes only the unnamed ones) and are skipped, as an
 * EventSource `message` listener would. `id:` and `retry:` are read and ignored: a streamed POST/PUT is
 * never resumed, so there is no reconnection for them to steer. Comments (`: keep-alive`) and `[DONE]`
 * yield nothing.
 *
 * The 30 s timeout covers waiting for the reply to start, not the whole stream: a long answer keeps
 * streaming; cancel it with `init.signal`. A server that answers plain JSON instead of a stream gives
 * its envelope's `data` as the single event.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError, ErrorCode, type ErrorEnvelope } from './api-error';
import { failWith, getTransportConfig, openRequest } from './transport';

/** The event name a server uses to fail the stream (`event: error`). */
const ERROR_EVENT = 'error';
/** The name an event without `event:` has (EventSource's default). */
const MESSAGE_EVENT = 'message';

function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number' && (value as { code: number }).code !== 0;
}

function fail(response: Response, envelope: ErrorEnvelope | undefined): Promise<never> {
  const error = ApiError.fromReply(response.status, envelope, response.headers);
  if (response.status === 401) getTransportConfig().onUnauthorized?.(error);
  return failWith(error);
}

async function parseJson(text: string): Promise<unknown> {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON of an event's data, or undefined for an empty event, `[DONE]` and data that is no JSON. */
function dataJson(data: string): unknown {
  const text = data.trim();
  if (text === '' || text === '[DONE]') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON payload of one event block (its `data:` lines joined), or undefined for comments, keep-alives and `[DONE]`. */
export function eventData(block: string): unknown {
  let payload: unknown;
  const parser = createParser({ onEvent: (message) => (payload ??= dataJson(message.data)) });
  // The blank line ends the block, as it would in a stream.
  parser.feed(`${block}\n\n`);
  return payload;
}

type Outcome = { kind: 'chunk'; value: unknown } | { kind: 'error'; envelope: ErrorEnvelope } | { kind: 'skip' };

/** What one parsed event means for the caller: a chunk to hand over, a failure, or nothing. */
function outcomeOf(message: EventSourceMessage): Outcome {
  const payload = dataJson(message.data);
  if (isErrorEnvelope(payload)) return { kind: 'error', envelope: payload };
  const name = message.event ?? MESSAGE_EVENT;
  if (name === ERROR_EVENT) {
    // An error event without an envelope still ends the stream as failed, not as a short answer.
    return { kind: 'error', envelope: { code: ErrorCode.InternalError, message: message.data.trim() || 'Stream failed' } };
  }
  if (name !== MESSAGE_EVENT || payload === undefined) return { kind: 'skip' };
  return { kind: 'chunk', value: payload };
}

/** The timeout covers waiting for the reply to start; once headers arrive the stream may run as long as it needs. */
async function open(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'text/event-stream');
  if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const { response, dispose } = await openRequest(path, { ...init, headers });
  dispose();
  return response;
}

/** Yields each event's parsed `data:` JSON; throws ApiError for failed replies and error events. */
export async function* readEvents<T>(path: string, init: RequestInit = {}): AsyncGenerator<T> {
  const response = await open(path, init);
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !contentType.includes('text/event-stream')) {
    const envelope = await parseJson(await response.text());
    if (!response.ok || isErrorEnvelope(envelope)) await fail(response, isErrorEnvelope(envelope) ? envelope : undefined);
    yield (envelope as { data?: T } | undefined)?.data as T;
    return;
  }
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // The parser calls back synchronously while fed; the events wait here to be yielded in order.
  const parsed: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => parsed.push(message) });
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) parser.feed(value);
      // A last event the server closed without its blank line still counts.
      if (done) parser.feed('\n\n');
      for (const message of parsed.splice(0)) {
        const outcome = outcomeOf(message);
        if (outcome.kind === 'error') await fail(response, outcome.envelope);
        if (outcome.kind === 'chunk') yield outcome.value as T;
      }
      if (done) {
        finished = true;
        return;
      }
    }
  } finally {
    // A consumer that stops early (break, error) cancels the rest of the stream.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** Calls onEvent for each event of a streamed reply and resolves with the last one (undefined when none came). */
export async function streamEvents<T>(path: string, init: RequestInit, onEvent: (event: T) => void): Promise<T | undefined> {
  let last: T | undefined;
  for await (const event of readEvents<T>(path, init)) {
    onEvent(event);
    last = event;
  }
  return last;
}
