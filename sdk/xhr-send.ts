/**
 * A fetch-shaped sender over XMLHttpRequest, for uploads: fetch cannot tell how much of a request body
 * has gone out, XMLHttpRequest's `upload` events can. The transport calls it in place of fetch (same
 * URL, headers, signal and body), so everything else about a call (envelope, ApiError, 401 rule, guest
 * session wait, timeout) stays the transport's.
 */

/** How much of the request body has been sent; `total` is undefined when the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total: number | undefined;
}

/** Statuses whose replies have no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header name the Headers class refuses is dropped, as fetch would never have shown it.
    }
  }
  return headers;
}

export function canSendWithProgress(): boolean {
  return typeof globalThis.XMLHttpRequest === 'function';
}

/**
 * Sends like fetch and resolves with the reply once it has fully arrived. Rejects with a TypeError for a
 * network failure and with the signal's reason when the signal aborts (as fetch does). `onProgress` is
 * called for each upload progress event of the body.
 */
export function sendWithProgress(url: string, init: RequestInit, onProgress: (progress: UploadProgress) => void): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (action: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      action();
    };
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'text';
    xhr.withCredentials = init.credentials === 'include';
    // A FormData body sets its own multipart Content-Type (with its boundary); the rest go as given.
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined }));
    xhr.addEventListener('load', () =>
      settle(() => {
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
      }),
    );
    xhr.addEventListener('error', () => settle(() => reject(new TypeError('Network request failed'))));
    xhr.addEventListener('timeout', () => settle(() => reject(new TypeError('Network request timed out'))));
    xhr.addEventListener('abort', () => settle(() => reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'))));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
