/** document.cookie, read and written by name (values URI-encoded, path "/", SameSite=Lax). */
export interface CookieOptions {
  /** Lifetime in milliseconds; omitted for a browser-session cookie. */
  maxAgeMs?: number;
}

export function readCookie(name: string, source: string = document.cookie): string | undefined {
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

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const maxAge = options.maxAgeMs === undefined ? '' : `; max-age=${Math.round(options.maxAgeMs / 1000)}`;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${maxAge}${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`;
}
