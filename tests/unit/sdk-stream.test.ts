import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../sdk/api-error';
import { eventData, readEvents, streamEvents } from '../../sdk/stream';
import { configureTransport } from '../../sdk/transport';

/** A text/event-stream reply delivered in the given pieces (split anywhere, even inside an event). */
function streamReply(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface Chunk {
  delta: string;
  done: boolean;
  summary?: string;
}

describe('streamEvents', () => {
  afterEach(() => configureTransport({ baseUrls: { default: '/api' }, getHeaders: () => ({}), fetch: undefined, onUnauthorized: undefined, timeoutMs: undefined }));

  it('sends through the transport configuration and parses each data line, across piece boundaries', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.url).toBe('http://x.test/api/jobseeker/aicv/ai_writing/career_summary');
      expect(request.method).toBe('POST');
      expect(request.headers.get('Country-Id')).toBe('167');
      expect(request.headers.get('Accept')).toBe('text/event-stream');
      expect(request.headers.get('Content-Type')).toBe('application/json');
      return streamReply([
        ': keep-alive\n\ndata: {"delta":"Hello ","do',
        'ne":false}\n\r\ndata: {"delta":"world","done":false}\n\n',
        'data: {"delta":"","done":true,"summary":"Hello world"}\n\ndata: [DONE]\n\n',
      ]);
    });
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, getHeaders: () => ({ 'Country-Id': '167' }), fetch: fetchMock as typeof fetch });
    const seen: Chunk[] = [];
    const last = await streamEvents<Chunk>('/jobseeker/aicv/ai_writing/career_summary', { method: 'POST', body: JSON.stringify({ stream: true }) }, (event) => seen.push(event));
    expect(seen.map((event) => event.delta)).toEqual(['Hello ', 'world', '']);
    expect(last).toEqual({ delta: '', done: true, summary: 'Hello world' });
  });

  it('throws an ApiError for a failed reply and tells the app about a 401', async () => {
    const onUnauthorized = vi.fn();
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      onUnauthorized,
      fetch: (async () => jsonReply(401, { code: 40003, message: 'Credentials not provided', errors: { message: 'no' } })) as typeof fetch,
    });
    const error = await streamEvents('/jobseeker/x', {}, () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 40003, status: 401, kind: 'server' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('throws the code of a 400 business error (41275 query limit)', async () => {
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: (async () => jsonReply(400, { code: 41275, message: 'limit', errors: { message: 'limit' } })) as typeof fetch });
    await expect(streamEvents('/jobseeker/x', {}, () => undefined)).rejects.toMatchObject({ code: 41275, status: 400 });
  });

  it('gives a plain JSON success as one event', async () => {
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: (async () => jsonReply(200, { code: 0, message: 'success', data: { summary: 'Hi' } })) as typeof fetch });
    const events: unknown[] = [];
    for await (const event of readEvents('/jobseeker/x')) events.push(event);
    expect(events).toEqual([{ summary: 'Hi' }]);
  });

  it('turns an error event inside the stream into an ApiError', async () => {
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: (async () => streamReply(['data: {"delta":"a","done":false}\n\n', 'data: {"code":50014,"message":"AI generation failed, try again","errors":{"message":"x"}}\n\n'])) as typeof fetch,
    });
    const seen: unknown[] = [];
    await expect(streamEvents('/jobseeker/x', {}, (event) => seen.push(event))).rejects.toMatchObject({ code: 50014 });
    expect(seen).toHaveLength(1);
  });

  it('joins an event split in the middle of a line across network pieces', async () => {
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: (async () => streamReply(['da', 'ta: {"delta":"Hel', 'lo","done":f', 'alse}\n', '\n', 'data: {"delta":"!","done":true}\n\n'])) as typeof fetch,
    });
    const seen: Chunk[] = [];
    await streamEvents<Chunk>('/jobseeker/x', {}, (event) => seen.push(event));
    expect(seen).toEqual([
      { delta: 'Hello', done: false },
      { delta: '!', done: true },
    ]);
  });

  it('reads CRLF line endings, even with the CR and LF in different pieces', async () => {
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: (async () => streamReply(['data: {"delta":"a","done":false}\r\n\r\ndata: {"delta":"b","done":false}\r', '\n\r', '\ndata: {"delta":"c","done":true}\r\n\r\n'])) as typeof fetch,
    });
    const seen: Chunk[] = [];
    await streamEvents<Chunk>('/jobseeker/x', {}, (event) => seen.push(event));
    expect(seen.map((event) => event.delta)).toEqual(['a', 'b', 'c']);
  });

  it('joins multi-line data with newlines into one event', async () => {
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: (async () => streamReply(['data: {"delta":\ndata:"two lines",\ndata: "done":false}\n\n'])) as typeof fetch,
    });
    const seen: Chunk[] = [];
    await streamEvents<Chunk>('/jobseeker/x', {}, (event) => seen.push(event));
    expect(seen).toEqual([{ delta: 'two lines', done: false }]);
  });

  it('ignores comment lines, inside an event and on their own', async () => {
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: (async () => streamReply([':keep-alive\n\n', 'data: {"delta":"a",\n: a comment between data lines\ndata: "done":false}\n\n', ': bye\n\n'])) as typeof fetch,
    });
    const seen: Chunk[] = [];
    await streamEvents<Chunk>('/jobseeker/x', {}, (event) => seen.push(event));
    expect(seen).toEqual([{ delta: 'a', done: false }]);
  });

  it('reads id: and retry: without letting them change the data, and hands over message events only', async () => {
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: (async () =>
        streamReply([
          'retry: 3000\nid: 1\ndata: {"delta":"a","done":false}\n\n',
          'event: message\nid: 2\ndata: {"delta":"b","done":false}\n\n',
          // A named event that is not a chunk of this operation (not in its x-event-schema).
          'event: ping\ndata: {"t":1}\n\n',
          'retry: soon\nid\ndata: {"delta":"c","done":true}\n\n',
        ])) as typeof fetch,
    });
    const seen: Chunk[] = [];
    await streamEvents<Chunk>('/jobseeker/x', {}, (event) => seen.push(event));
    expect(seen).toEqual([
      { delta: 'a', done: false },
      { delta: 'b', done: false },
      { delta: 'c', done: true },
    ]);
  });

  it('fails the stream with the envelope of an `event: error` block', async () => {
    configureTransport({
      baseUrls: { default: 'http://x.test/api' },
      fetch: (async () => streamReply(['data: {"delta":"a","done":false}\n\n', 'event: error\ndata: {"code":41275,"message":"limit","errors":{"message":"limit"}}\n\n', 'data: {"delta":"b","done":false}\n\n'])) as typeof fetch,
    });
    const seen: unknown[] = [];
    const error = await streamEvents('/jobseeker/x', {}, (event) => seen.push(event)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 41275, status: 200, message: 'limit' });
    expect(seen).toHaveLength(1);
  });

  it('fails the stream on an `event: error` block without an envelope (internal error)', async () => {
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: (async () => streamReply(['event: error\ndata: model overloaded\n\n'])) as typeof fetch });
    await expect(streamEvents('/jobseeker/x', {}, () => undefined)).rejects.toMatchObject({ kind: 'server', code: 50001, message: 'model overloaded' });
  });

  it('still hands over a last event the server closed without its blank line', async () => {
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: (async () => streamReply(['data: {"delta":"a","done":false}\n\ndata: {"delta":"","done":true}'])) as typeof fetch });
    const last = await streamEvents<Chunk>('/jobseeker/x', {}, () => undefined);
    expect(last).toEqual({ delta: '', done: true });
  });

  it('cancels the rest of the stream when the consumer stops early', async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode('data: {"delta":"a","done":false}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: (async () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })) as typeof fetch });
    for await (const event of readEvents<Chunk>('/jobseeker/x')) {
      expect(event.delta).toBe('a');
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('reports network failures as ApiError network', async () => {
    configureTransport({ baseUrls: { default: 'http://x.test/api' }, fetch: (async () => Promise.reject(new TypeError('offline'))) as typeof fetch });
    await expect(streamEvents('/jobseeker/x', {}, () => undefined)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('eventData', () => {
  it('joins multi-line data and ignores comments and [DONE]', () => {
    expect(eventData('data: {"a":\ndata: 1}')).toEqual({ a: 1 });
    expect(eventData(': ping')).toBeUndefined();
    expect(eventData('data: [DONE]')).toBeUndefined();
  });

  it('reads CRLF blocks, a data line without its space, and ignores id:, retry: and event:', () => {
    expect(eventData('id: 7\r\nretry: 1000\r\nevent: message\r\ndata:{"a":\r\ndata: 2}')).toEqual({ a: 2 });
    // A bare CR ends a line too (the event-stream grammar allows CR, LF and CRLF).
    expect(eventData('data: {"a":\rdata: 3}')).toEqual({ a: 3 });
    expect(eventData('data: not json')).toBeUndefined();
  });
});
