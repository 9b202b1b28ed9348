/**
 * The server's sanitizer (server/sanitize-html-server.ts: sanitize-html, no DOM) against forty well-known XSS
 * payloads, each set in allowed markup, judged on its output as a browser parses it
 * (tests/support/sanitized-html-checks.ts). tests/unit/sanitize-browser.test.ts runs the same suite on DOMPurify.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from '../../server/sanitize-html-server';
import { sanitizedHtmlProblems, sanitizerSuite } from '../support/sanitized-html-checks';
import { XSS_PAYLOADS, wrapXssPayload } from '../support/xss-payloads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('has forty payloads, each of them unsafe by the checks before it is sanitized', () => {
  expect(XSS_PAYLOADS).toHaveLength(40);
  XSS_PAYLOADS.forEach((payload, index) => expect(sanitizedHtmlProblems(wrapXssPayload(payload, index)), payload.name).not.toEqual([]));
});

describe('the server sanitizer', () => sanitizerSuite(sanitizeServerHtml));

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

it('keeps each sanitizer on its side: sanitize-html out of web/src (the browser), DOMPurify out of server/', () => {
  const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
  for (const file of sourceFiles('web/src')) expect(importsOf(file), file).not.toContain('sanitize-html');
  for (const file of sourceFiles('server')) {
    expect(importsOf(file), file).not.toContain('dompurify');
    expect(importsOf(file).filter((specifier) => specifier.endsWith('/lib/sanitize-html')), file).toEqual([]);
  }
});
