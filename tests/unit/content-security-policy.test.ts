import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../web/src/app/content-security-policy';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ');
    return [name, sources];
  }));
}

describe('the production Content-Security-Policy', () => {
  it('is the strict base policy, with no inline or eval escape hatch', () => {
    const policy = contentSecurityPolicy({ VITE_API_BASE_URL: 'https://api.jobchat.example/api' });
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; /);
    expect(policy).not.toMatch(/unsafe-|\*|data:|blob:/);
  });

  it("allows the page's own inline scripts and inlined stylesheets by its nonce only", () => {
    const policy = directives(contentSecurityPolicy({ VITE_API_BASE_URL: '/api' }, 'bm9uY2U='));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-bm9uY2U='"]);
  });

  it('lets the app reach its API origins (HTTP and the chat socket) and show images and videos from the assets host', () => {
    const policy = directives(
      contentSecurityPolicy({
        VITE_API_BASE_URL: 'http://127.0.0.1:4070/api',
        VITE_API_BASE_URLS: '{"search":"https://search.example.com/api","job":"http://127.0.0.1:4070/other"}',
        VITE_ASSETS_HOST: 'https://assets.example.com/static/',
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4070', 'https://search.example.com', 'ws://127.0.0.1:4070', 'wss://search.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'https://assets.example.com', 'http://127.0.0.1:4070', 'https://search.example.com']);
    expect(policy['media-src']).toEqual(policy['img-src']);
  });

  it('lets the browser send error reports to a reporting service on another origin', () => {
    const policy = directives(contentSecurityPolicy({ VITE_API_BASE_URL: '/api', VITE_ERROR_REPORT_URL: 'https://errors.example.com/report' }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://errors.example.com']);
    expect(directives(contentSecurityPolicy({ VITE_API_BASE_URL: '/api', VITE_ERROR_REPORT_URL: '/__mock/error-reports' }))['connect-src']).toEqual(["'self'"]);
  });

  it('adds nothing for a same-origin API ("/api") and refuses a malformed base URL', () => {
    expect(directives(contentSecurityPolicy({ VITE_API_BASE_URL: '/api' }))['connect-src']).toEqual(["'self'"]);
    expect(() => contentSecurityPolicy({ VITE_API_BASE_URL: 'https://exa mple.com/api' })).toThrow(/Not a URL/);
  });
});
