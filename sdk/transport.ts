/**
 * The one hand-written transport every generated client goes through (orval hooks and the
 * openapi-fetch client alike): base URL per server prefix, the spec's request headers, the 30 s
 * timeout, envelope unwrapping and a typed ApiError. It never shows UI or navigates: callers decide.
 */
import { ApiError, type ErrorEnvelope } from './api-error';
import { canSendWithProgress, sendWithProgress, type UploadProgress } from './xhr-send';

export { ApiError };
export type { UploadProgress };

/** A call's own options: RequestInit, plus what only this transport understands. */
export interface TransportInit extends RequestInit {
  /**
   * Reports how much of the body has been sent (a file upload's progress bar). The call then goes through
   * XMLHttpRequest in the browser, with everything else as for fetch; while the body keeps moving, the
   * timeout starts again at each report, so a large upload on a slow line is not cut off mid-way.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export const REQUEST_TIMEOUT_MS = 30_000;

/** A reply of status 500 or above, as the transport saw it. */
export interface ServerErrorReply {
  method: string;
  /** The full URL called, query included: whoever reports it decides what to keep. */
  url: string;
  status: number;
}

export interface TransportConfig {
  /** Base URL per server prefix (first path segment, e.g. "job", "search"); `default` for the rest. */
  baseUrls: { default: string } & Record<string, string>;
  /** Headers sent with every request (Role-Id, Country-Id, Language-Id, Device-Uuid, Authorization). */
  getHeaders: () => Record<string, string>;
  /** Called once per 401 reply, before the ApiError is thrown (the spec's sign-out rule lives in the app). */
  onUnauthorized?: (error: ApiError) => void;
  /** Called once per reply of status 500 or above (spec section 8: the app reports them). */
  onServerError?: (reply: ServerErrorReply) => void;
  /**
   * Awaited before a request is sent, inside its timeout (the app makes calls wait for the visitor's
   * session). Whatever it throws fails the request with that error.
   */
  beforeSend?: (url: string) => Promise<void> | undefined;
  /**
   * Awaited before a call fails with an ApiError (the browser app loads the words that describe
   * failures, which pages do not carry, so no failure reaches the screen before them). Whatever it
   * does, the call then fails with that error.
   */
  beforeFailure?: (error: ApiError) => Promise<void> | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

let baseConfig: TransportConfig = {
  baseUrls: { default: '/api' },
  getHeaders: () => ({}),
};

/** Where the config in force comes from; a server rendering many requests at once picks the request's own. */
let configSource: () => TransportConfig = () => baseConfig;

export function configureTransport(next: Partial<TransportConfig>): void {
  baseConfig = { ...baseConfig, ...next, baseUrls: { ...baseConfig.baseUrls, ...next.baseUrls } as TransportConfig['baseUrls'] };
}

/**
 * For servers: every call reads its config from `source` (e.g. the request being rendered, kept in
 * AsyncLocalStorage), falling back to the configured one when it returns undefined.
 */
export function setTransportConfigSource(source: () => TransportConfig | undefined): void {
  configSource = () => source() ?? baseConfig;
}

export function getTransportConfig(): Readonly<TransportConfig> {
  return configSource();
}

/** Resolves a contract path ("/job/search") to a full URL with the base of its server prefix. */
export function resolveUrl(path: string): string {
  const config = getTransportConfig();
  if (/^https?:\/\//.test(path)) return path;
  const prefix = path.split('/').find((segment) => segment.length > 0) ?? '';
  const base = config.baseUrls[prefix] ?? config.baseUrls.default;
  const url = `${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  // Relative bases ("/api") are made absolute so Request works outside a page too.
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return url.startsWith('/') && origin && origin !== 'null' ? `${origin}${url}` : url;
}

/** Fails the call with `error`, once `beforeFailure` is done with it. */
export async function failWith(error: unknown): Promise<never> {
  if (error instanceof ApiError) await getTransportConfig().beforeFailure?.(error)?.catch(() => undefined);
  throw error;
}

interface MergedSignal {
  signal: AbortSignal;
  timedOut: () => boolean;
  /** Starts the timeout again (the call is still making progress). */
  restart: () => void;
  dispose: () => void;
}

function mergeSignals(own: AbortSignal | null | undefined, timeoutMs: number): MergedSignal {
  const controller = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort(new DOMException('Request timed out', 'TimeoutError'));
  };
  let timer = setTimeout(expire, timeoutMs);
  if (own) {
    if (own.aborted) controller.abort(own.reason);
    else own.addEventListener('abort', () => controller.abort(own.reason), { once: true });
  }
  const restart = () => {
    clearTimeout(timer);
    if (!controller.signal.aborted) timer = setTimeout(expire, timeoutMs);
  };
  return { signal: controller.signal, timedOut: () => timedOut, restart, dispose: () => clearTimeout(timer) };
}

function rejectWhenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

async function readEnvelope(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is { code: number; message?: string; data?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/**
 * Sends a request with the transport's base URL, headers and timeout, and returns the raw reply once its
 * headers arrive; `dispose` ends the timeout (call it when the body has been read, or to let a stream run).
 * Throws ApiError for network failures and timeouts.
 */
export async function openRequest(input: string | Request, transportInit: TransportInit = {}): Promise<{ response: Response; dispose: () => void }> {
  const { onUploadProgress, ...init } = transportInit;
  const config = getTransportConfig();
  const { signal, timedOut, restart, dispose } = mergeSignals(init.signal ?? (typeof input === 'string' ? undefined : input.signal), config.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const url = typeof input === 'string' ? resolveUrl(input) : input.url;
  try {
    // Raced against the budget: a guest login that hangs must not hold the call past its timeout. Nothing
    // to wait for, the call goes out in the same task: a click's search leaves before the click's render.
    const ready = config.beforeSend?.(url);
    if (ready) await Promise.race([ready, rejectWhenAborted(signal)]);
  } catch (error) {
    dispose();
    return failWith(timedOut() ? ApiError.timeout(error) : error);
  }
  // Only now: `beforeSend` may have made the session (a guest login) whose token the headers carry.
  const headers = new Headers(typeof input === 'string' ? init.headers : input.headers);
  for (const [name, value] of Object.entries(config.getHeaders())) {
    if (!headers.has(name)) headers.set(name, value);
  }
  // Uploads that report progress go through XMLHttpRequest (the browser's only way to see the body leave).
  const withProgress = onUploadProgress && typeof input === 'string' && canSendWithProgress();
  const send = (): Promise<Response> => {
    if (withProgress) {
      return sendWithProgress(url, { ...init, headers, signal }, (progress) => {
        restart();
        onUploadProgress(progress);
      });
    }
    const request = typeof input === 'string' ? new Request(url, { ...init, headers, signal }) : new Request(input, { headers, signal });
    return (config.fetch ?? globalThis.fetch)(request);
  };
  try {
    const response = await send();
    if (response.status >= 500) config.onServerError?.({ method: (init.method ?? (typeof input === 'string' ? 'GET' : input.method)).toUpperCase(), url, status: response.status });
    return { response, dispose };
  } catch (cause) {
    dispose();
    if (timedOut()) return failWith(ApiError.timeout(cause));
    if (signal.aborted) throw cause; // the caller cancelled: not an error to report
    return failWith(ApiError.network(cause));
  }
}

/**
 * Sends a request and returns the parsed envelope of a successful reply.
 * Throws ApiError for network failures, timeouts, non-2xx replies and envelopes with a non-zero code.
 */
export async function sendRequest(input: string | Request, init: TransportInit = {}): Promise<{ envelope: unknown; response: Response }> {
  const { response, dispose } = await openRequest(input, init);
  // The timeout covers the body too: a reply that stalls mid-stream still fails after 30 s.
  const envelope = await readEnvelope(response).finally(dispose);
  const failed = !response.ok || (isEnvelope(envelope) && envelope.code !== 0);
  if (failed) {
    const error = ApiError.fromReply(response.status, isEnvelope(envelope) ? (envelope as ErrorEnvelope) : undefined, response.headers);
    if (response.status === 401) getTransportConfig().onUnauthorized?.(error);
    return failWith(error);
  }
  return { envelope, response };
}

/** orval mutator: returns the envelope's `data`, typed from the generated reply type. */
export type Unwrapped<T> = T extends { data: infer D } ? D : T;

export async function apiFetch<T>(url: string, init: TransportInit = {}): Promise<Unwrapped<T>> {
  const { envelope } = await sendRequest(url, init);
  return (isEnvelope(envelope) ? envelope.data : envelope) as Unwrapped<T>;
}

/** The fetch handed to openapi-fetch clients: the same headers, timeout and errors as the hooks. */
export async function transportFetch(request: Request): Promise<Response> {
  const { envelope, response } = await sendRequest(request);
  return new Response(envelope === undefined ? null : JSON.stringify(envelope), {
    status: response.status,
    headers: response.headers,
  });
}

/** orval uses these to type hook errors and bodies: every failure is an ApiError, whatever the contract's error schema. */
export type ErrorType<_ServerError> = ApiError;
export type BodyType<Body> = Body;
