/**
 * Server HTML that reaches the browser after the first page (a client navigation to another job) goes
 * through here before it is rendered: DOMPurify on the page's own DOM, with the policy of
 * ./sanitize-policy.ts. The server sanitizes with sanitize-html instead (server/sanitize-html-server.ts:
 * DOMPurify needs a DOM, and on Node only jsdom is a safe one; decision 0025), set through
 * setServerSanitizer (./sanitizer-module.ts), so this module is never loaded there.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { ALLOWED_TAGS, ALLOWED_URL_SCHEMES, DROPPED_WITH_CONTENT, LINK_ATTRIBUTES, NEW_TAB_LINK } from './sanitize-policy';

/**
 * DOMPurify's own URL rule (an allowed scheme, or no scheme at all) with the policy's schemes instead of its
 * default ones (ftp, sms, callto, …). DOMPurify removes whitespace and control characters before it tests.
 */
const ALLOWED_URI_REGEXP = new RegExp(`^(?:(?:${ALLOWED_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...LINK_ATTRIBUTES],
  // On by default, and not in the policy.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP,
  // Not URLs: sanitize-html does not check them as URLs either (target is replaced anyway).
  ADD_URI_SAFE_ATTR: ['target', 'rel'],
  FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
};

let purifier: DOMPurify | undefined;

function createPurifier(): DOMPurify {
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    // ALLOWED_ATTR applies to every element; the policy keeps these on links only.
    if (node.nodeName !== 'A') data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('target')) {
      node.setAttribute('target', NEW_TAB_LINK.target);
      node.setAttribute('rel', NEW_TAB_LINK.rel);
    }
  });
  return instance;
}

export function sanitizeHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, CONFIG);
}
