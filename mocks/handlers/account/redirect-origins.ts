/**
 * Where the mock identity providers may send the browser back to, with a code and the state: loopback
 * web origins (any port), plus the origins of the `MOCK_REDIRECT_ORIGINS` setting, which the mock HTTP
 * server and the dev server read at start-up (a deployed QA site, `https://qa.jobchat.example`). A real
 * provider keeps such a list of registered callbacks; without one, a mock would hand a code to any site.
 */

/** `localhost`, `*.localhost` (RFC 6761), and the IPv4 and IPv6 loopback addresses. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

let configuredOrigins: readonly string[] = [];

/** The setting's origins; throws at start-up on an entry that is not an exact http(s) origin. */
export function parseRedirectOrigins(setting: string | undefined): string[] {
  const entries = (setting ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    // Scheme, host and port only: a path, query or credentials would mean the entry is not what it seems.
    if (!url || !/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/`) {
      throw new Error(`MOCK_REDIRECT_ORIGINS: "${entry}" is not an origin like https://qa.jobchat.example`);
    }
    return url.origin;
  });
}

/** Applies the `MOCK_REDIRECT_ORIGINS` setting (undefined or empty: loopback origins only). */
export function setAllowedRedirectOrigins(setting: string | undefined): void {
  configuredOrigins = parseRedirectOrigins(setting);
}

/** Whether a provider may send the browser to this address: an absolute http(s) URL on an allowed origin. */
export function isAllowedRedirect(address: string): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return isLoopbackHost(url.hostname) || configuredOrigins.includes(url.origin);
}
