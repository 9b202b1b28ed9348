/**
 * Cookies by name (values URI-encoded, path "/", SameSite=Lax): read from a Cookie header (a server
 * request's) or the browser's own; written and deleted in the browser. Parsing and the Set-Cookie
 * strings are the `cookie` package's (already in the bundle through React Router; about 1 kB).
 */
import { parse, serialize } from 'cookie';

export interface CookieOptions {
  /** Lifetime in milliseconds; omitted for a browser-session cookie. */
  maxAgeMs?: number;
}

/** Leaves values as sent, so the first cookie of a name wins even when its value is no valid percent-encoding. */
const asSent = (value: string): string => value;

/** `name` from `source`, a Cookie header or document.cookie: the server has no document to default to. */
export function readCookie(name: string, source: string): string | undefined {
  const value = parse(source, { decode: asSent })[name];
  // A deleted cookie can linger as "name=" in some engines until it expires: empty means absent.
  if (value === undefined || value === '') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    // Not written by writeCookie (bad percent-encoding): unreadable rather than half-decoded.
    return undefined;
  }
}

/** `name` from this browser's cookies, for effects and event handlers. */
export function readBrowserCookie(name: string): string | undefined {
  return readCookie(name, document.cookie);
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serialize(name, value, {
    path: '/',
    sameSite: 'lax',
    maxAge: options.maxAgeMs === undefined ? undefined : Math.round(options.maxAgeMs / 1000),
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
}

export function deleteCookie(name: string): void {
  document.cookie = serialize(name, '', { path: '/', maxAge: 0, expires: new Date(0), sameSite: 'lax' });
}
