// @vitest-environment jsdom
/**
 * The browser's sanitizer (web/src/lib/sanitize-html.ts: DOMPurify) against the forty XSS payloads, with the
 * suite the server's passes (tests/support/sanitized-html-checks.ts). Under jsdom: DOMPurify does not
 * support happy-dom (cure53/DOMPurify#1457).
 */
import { describe } from 'vitest';
import { sanitizeHtml } from '../../web/src/lib/sanitize-html';
import { sanitizerSuite } from '../support/sanitized-html-checks';

describe('the browser sanitizer', () => sanitizerSuite(sanitizeHtml));
