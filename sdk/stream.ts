/**
 * Streamed replies (`text/event-stream`, e.g. the AI career summary): sends through the same transport
 * configuration as every other call (base URL per server prefix, the spec's headers, ApiError on failure,
 * onUnauthorized on 401) and hands over each `data:` line's JSON as it arrives.
 *
 * The 30 s timeout covers waiting for the reply to start, not the whole stream: a long answer keeps
 * streaming; cancel it with `init.signal`. A server that answers plain JSON instead of a stream gives
 * its envelope's `data` as the single event.
 */
import { ApiError, type ErrorEnvelope } from './api-error';
import { failWith, getTransportConfig, openRequest } from './transport';

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

/** The JSON payload of one event block (its `data:` lines joined), or undefined for comments, keep-alives and `[DONE]`. */
export function eventData(block: string): unknown {
  const data = block
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
    .join('\n');
  if (data.trim() === '' || data.trim() === '[DONE]') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
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
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += value ?? '';
      // Events end with a blank line; the last partial block waits for more text.
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = done ? '' : (blocks.pop() ?? '');
      for (const block of blocks) {
        const payload = eventData(block);
        if (payload === undefined) continue;
        if (isErrorEnvelope(payload)) await fail(response, payload);
        yield payload as T;
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
