/**
 * Replies that are the same for every visitor of a country site in a language (the config lists: 70 KB
 * of labels every page needs), fetched once per site and language by this server process and reused by
 * every render until they expire. Concurrent renders share one request; only a successful reply is
 * kept, so a failure reaches the renders that waited for it and the next render asks again.
 */

export interface SharedApiCacheOptions {
  /** Which requests are shared: GETs whose reply depends only on the URL and the site headers. */
  shares: (url: URL) => boolean;
  ttlMs: number;
  now?: () => number;
}

interface CachedReply {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  expiresAt: number;
}

/** The headers a shared reply may depend on: the site (country) and the language, never the visitor. */
const SITE_HEADERS = ['country-id', 'language-id', 'role-id'];

export function createSharedApiCache({ shares, ttlMs, now = Date.now }: SharedApiCacheOptions) {
  const replies = new Map<string, CachedReply>();
  const pending = new Map<string, Promise<CachedReply>>();

  function keyOf(request: Request): string | undefined {
    if (request.method !== 'GET' || !shares(new URL(request.url))) return undefined;
    return [request.url, ...SITE_HEADERS.map((name) => request.headers.get(name) ?? '')].join('\n');
  }

  async function load(fetchImpl: typeof fetch, request: Request, key: string): Promise<CachedReply> {
    // Not the render's own signal: one render giving up must not fail the others waiting on this reply.
    const response = await fetchImpl(new Request(request, { signal: AbortSignal.timeout(30_000) }));
    const reply = { status: response.status, headers: [...response.headers], body: await response.arrayBuffer(), expiresAt: now() + ttlMs };
    if (reply.status === 200) replies.set(key, reply);
    return reply;
  }

  /** A fetch that answers shared requests from the cache and sends every other request as `fetchImpl` does. */
  function wrap(fetchImpl: typeof fetch): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      const key = keyOf(request);
      if (key === undefined) return fetchImpl(request);
      const cached = replies.get(key);
      if (cached && cached.expiresAt > now()) return toResponse(cached);
      let loading = pending.get(key);
      if (!loading) {
        loading = load(fetchImpl, request, key).finally(() => pending.delete(key));
        pending.set(key, loading);
      }
      const reply = await loading.catch(() => undefined);
      // A network failure of the shared request: this render asks for itself, with its own signal.
      return reply ? toResponse(reply) : fetchImpl(request);
    };
  }

  return { wrap, size: () => replies.size };
}

function toResponse(reply: CachedReply): Response {
  return new Response(reply.body.slice(0), { status: reply.status, headers: reply.headers });
}
