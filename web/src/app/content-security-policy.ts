/**
 * The Content-Security-Policy the production build runs under (docs/decisions/0008-content-security-policy.md).
 * Everything is same-origin except what the build is configured to talk to: the API origins (fetch and
 * the realtime chat socket), the error-reporting service, and the assets host (images). No 'unsafe-inline', no 'unsafe-eval', no
 * style-src: default-src 'self' covers style sheets, and React sets `style` through the CSSOM, which
 * the policy allows. The server (server/app.ts) sends it with a fresh nonce per page; `npm run csp` prints it.
 */

export interface PolicyEnv {
  VITE_API_BASE_URL?: string | undefined;
  /** Per-service base URLs, as an object or as JSON, e.g. {"search":"https://search.example.com/api"}. */
  VITE_API_BASE_URLS?: string | Record<string, string> | undefined;
  VITE_ASSETS_HOST?: string | undefined;
  /** Where the browser sends error reports, when they go to another origin. */
  VITE_ERROR_REPORT_URL?: string | undefined;
}

/** The origin of an absolute http(s) URL; undefined for relative ones (already 'self') and anything else. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`Not a URL: ${url}`);
  }
}

/** The WebSocket origin the chat socket of an API origin uses (`wss://` for https, `ws://` for http). */
function socketOriginOf(origin: string): string {
  return origin.replace(/^http/i, 'ws');
}

function apiBaseUrls(env: PolicyEnv): string[] {
  const urls = [env.VITE_API_BASE_URL ?? ''];
  if (env.VITE_API_BASE_URLS) {
    const parsed = (typeof env.VITE_API_BASE_URLS === 'string' ? JSON.parse(env.VITE_API_BASE_URLS) : env.VITE_API_BASE_URLS) as Record<string, unknown>;
    for (const value of Object.values(parsed)) if (typeof value === 'string') urls.push(value);
  }
  return urls;
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}

/** The directives, in order; `connect-src`, `img-src` and `media-src` list only the origins this build uses. */
export function contentSecurityPolicyDirectives(env: PolicyEnv, nonce?: string): [string, string[]][] {
  const apiOrigins = unique(apiBaseUrls(env).map(originOf));
  const assetsOrigin = originOf(env.VITE_ASSETS_HOST);
  // Files the app shows come from the assets host or the API: images, and the video resume's player.
  const fileOrigins = ["'self'", ...unique([assetsOrigin, ...apiOrigins])];
  return [
    ['default-src', ["'self'"]],
    // The server-rendered page's own inline scripts (the router's hydration data) carry this request's nonce.
    ['script-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])]],
    // The page's stylesheets inlined into its HTML (app/inlined-stylesheets.ts) carry the same nonce.
    ['style-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['connect-src', ["'self'", ...unique([...apiOrigins, ...apiOrigins.map(socketOriginOf), originOf(env.VITE_ERROR_REPORT_URL)])]],
    ['img-src', fileOrigins],
    ['media-src', fileOrigins],
  ];
}

export function contentSecurityPolicy(env: PolicyEnv, nonce?: string): string {
  return contentSecurityPolicyDirectives(env, nonce)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
