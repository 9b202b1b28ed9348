/**
 * The Content-Security-Policy the production build runs under (docs/decisions/0008-content-security-policy.md).
 * Everything is same-origin except what the build is configured to talk to: the API origins (fetch and
 * the realtime chat socket) and the assets host (images). No 'unsafe-inline', no 'unsafe-eval', no
 * style-src: default-src 'self' covers style sheets, and React sets `style` through the CSSOM, which
 * the policy allows. `vite preview` sends it; a real host sends the same header (`npm run csp` prints it).
 */

export interface PolicyEnv {
  VITE_API_BASE_URL?: string | undefined;
  /** JSON object of per-service base URLs, e.g. {"search":"https://search.example.com/api"}. */
  VITE_API_BASE_URLS?: string | undefined;
  VITE_ASSETS_HOST?: string | undefined;
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
    const parsed = JSON.parse(env.VITE_API_BASE_URLS) as Record<string, unknown>;
    for (const value of Object.values(parsed)) if (typeof value === 'string') urls.push(value);
  }
  return urls;
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}

/** The directives, in order; `connect-src` and `img-src` list only the origins this build uses. */
export function contentSecurityPolicyDirectives(env: PolicyEnv): [string, string[]][] {
  const apiOrigins = unique(apiBaseUrls(env).map(originOf));
  const assetsOrigin = originOf(env.VITE_ASSETS_HOST);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['connect-src', ["'self'", ...unique([...apiOrigins, ...apiOrigins.map(socketOriginOf)])]],
    ['img-src', ["'self'", ...unique([assetsOrigin, ...apiOrigins])]],
  ];
}

export function contentSecurityPolicy(env: PolicyEnv): string {
  return contentSecurityPolicyDirectives(env)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
