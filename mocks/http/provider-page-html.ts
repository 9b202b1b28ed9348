/**
 * What the mock HTTP server's provider pages (Singpass, and Google, Apple and Facebook) share: a
 * no-script HTML page, the refusal of a request that is not the one the app registered, and that check.
 */
import type { ServerResponse } from 'node:http';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

export function sendProviderPage(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}

export function refuseProviderRequest(response: ServerResponse, title: string): void {
  sendProviderPage(response, 400, title, '<p role="alert">This login request is not valid: its state, nonce, code challenge or return address is missing or not the registered one.</p>');
}

/** Whether the page's query carries exactly what the app registered: nonce, S256 challenge and return address. */
export function queryMatchesAuthorise(url: URL, record: { nonce: string; code_challenge: string; redirect_uri: string }): boolean {
  return (
    url.searchParams.get('nonce') === record.nonce &&
    url.searchParams.get('code_challenge') === record.code_challenge &&
    url.searchParams.get('code_challenge_method') === 'S256' &&
    url.searchParams.get('redirect_uri') === record.redirect_uri
  );
}
