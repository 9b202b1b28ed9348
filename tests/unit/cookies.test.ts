import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readBrowserCookie, readCookie, writeCookie } from '../../web/src/lib/cookies';

describe('readCookie (a Cookie header or document.cookie)', () => {
  it('finds a cookie by name among others, spaces around pairs or not', () => {
    const header = 'sessionid=abc123; user=%7B%22id%22%3A1%7D;theme=dark ;  lang=ja';
    expect(readCookie('sessionid', header)).toBe('abc123');
    expect(readCookie('user', header)).toBe('{"id":1}');
    expect(readCookie('theme', header)).toBe('dark');
    expect(readCookie('lang', header)).toBe('ja');
    expect(readCookie('missing', header)).toBeUndefined();
    expect(readCookie('sessionid', '')).toBeUndefined();
  });

  it('keeps "=" inside a value', () => {
    expect(readCookie('token', 'a=1; token=eyJhbGciOi==.x=y; b=2')).toBe('eyJhbGciOi==.x=y');
  });

  it('decodes percent-encoding, and reads a value that is no valid encoding as absent', () => {
    expect(readCookie('return', 'return=%2Fja%2Fcompanies%3FshowSingpassInfo%3D1')).toBe('/ja/companies?showSingpassInfo=1');
    expect(readCookie('name', 'name=Jos%C3%A9%20Rizal')).toBe('José Rizal');
    expect(readCookie('plus', 'plus=a+b')).toBe('a+b');
    expect(readCookie('bad', 'bad=%E0%A4%A; ok=1')).toBeUndefined();
    expect(readCookie('ok', 'bad=%E0%A4%A; ok=1')).toBe('1');
  });

  it('keeps the quotes of a quoted value, as browsers give it', () => {
    expect(readCookie('q', 'q="hello world"; r=1')).toBe('"hello world"');
    expect(readCookie('q', 'q="%7B%7D"')).toBe('"{}"');
  });

  it('skips malformed pairs and reads an empty value as absent', () => {
    const header = 'flag; =nameless; broken=; good=yes; ;;';
    expect(readCookie('flag', header)).toBeUndefined();
    expect(readCookie('broken', header)).toBeUndefined();
    expect(readCookie('good', header)).toBe('yes');
    expect(readCookie('good', 'junk;good=yes')).toBe('yes');
  });

  it('takes the first of two cookies with the same name (the more specific path comes first)', () => {
    expect(readCookie('id', 'id=page; id=root')).toBe('page');
    expect(readCookie('id', 'id=%E0%A4%A; id=root')).toBeUndefined();
  });

  it('finds nothing under the names of object properties', () => {
    expect(readCookie('toString', 'a=1')).toBeUndefined();
    expect(readCookie('__proto__', 'a=1')).toBeUndefined();
    expect(readCookie('constructor', 'constructor=x')).toBe('x');
  });
});

describe('writeCookie and deleteCookie (the browser)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A document whose cookie setter records each Set-Cookie string. */
  function recordingDocument(cookie = ''): { written: string[] } {
    const written: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    return { written };
  }

  it('writes a URI-encoded value for the whole site, SameSite=Lax, with a lifetime in seconds', () => {
    const { written } = recordingDocument();
    vi.stubGlobal('location', { protocol: 'http:' });
    writeCookie('singpass_return_url', '/ja/companies?showSingpassInfo=1; x', { maxAgeMs: 600_400 });
    writeCookie('session_only', 'a b');
    expect(written).toEqual(['singpass_return_url=%2Fja%2Fcompanies%3FshowSingpassInfo%3D1%3B%20x; Max-Age=600; Path=/; SameSite=Lax', 'session_only=a%20b; Path=/; SameSite=Lax']);
  });

  it('marks cookies Secure on an https page', () => {
    const { written } = recordingDocument();
    vi.stubGlobal('location', { protocol: 'https:' });
    writeCookie('pending_invite_code', 'ABC', { maxAgeMs: 1000 });
    expect(written).toEqual(['pending_invite_code=ABC; Max-Age=1; Path=/; Secure; SameSite=Lax']);
  });

  it('deletes with an empty value that expires at once', () => {
    const { written } = recordingDocument();
    deleteCookie('pending_invite_code');
    expect(written).toEqual(['pending_invite_code=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax']);
  });

  it('reads back what it wrote from document.cookie', () => {
    recordingDocument('other=1; singpass_return_url=%2Fja%2Fcompanies%3FshowSingpassInfo%3D1');
    expect(readBrowserCookie('singpass_return_url')).toBe('/ja/companies?showSingpassInfo=1');
  });
});
