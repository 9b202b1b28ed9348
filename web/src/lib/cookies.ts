/**
 * Cookies by name (values URI-encoded, path "/", SameSite=Lax): read from a Cookie header (a server
 * request's) or the browser's own; written and deleted in the browser.
 */
export interface CookieOptions {
  /** Lifetime in milliseconds; omitted for a browser-session cookie. */
  maxAgeMs?: number;
}

/** `name` from `source`, a Cookie header or document.cookie: the server has no document to default to. */
export function readCookie(name: string, source: string): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      // A deleted cookie can linger as "name=" in some engines until it expires: empty means absent.
      if (value === '') return undefined;
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** `name` from this browser's cookies, for effects and event handlers. */
export function readBrowserCookie(name: string): string | undefined {
  return readCookie(name, document.cookie);
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const maxAge = options.maxAgeMs === undefined ? '' : `; max-age=${Math.round(options.maxAgeMs / 1000)}`;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${maxAge}${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`;
}
