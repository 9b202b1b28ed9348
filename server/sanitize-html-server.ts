/**
 * The server's sanitizer for server HTML (job descriptions, company introductions): sanitize-html, which
 * parses with htmlparser2 and needs no DOM (decision 0025: DOMPurify would need jsdom, its only safe DOM
 * on Node). Same policy as the browser's DOMPurify (web/src/lib/sanitize-policy.ts); server/app.ts hands
 * it to the pages through setServerSanitizer. It rebuilds its output from allowed parts only, every
 * attribute value and text escaped, so a parser that reads odd markup differently from a browser can
 * change what text shows, never add an element or attribute.
 */
import sanitize from 'sanitize-html';
import { ALLOWED_TAGS, ALLOWED_URL_SCHEMES, DROPPED_WITH_CONTENT, LINK_ATTRIBUTES, NEW_TAB_LINK } from '../web/src/lib/sanitize-policy';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: [...LINK_ATTRIBUTES] },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: [...ALLOWED_URL_SCHEMES],
  allowedSchemesByTag: {},
  // `//host/path`: https or http like the page, as DOMPurify keeps it.
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: 'target' in attribs ? { ...attribs, ...NEW_TAB_LINK } : attribs }),
  },
};

export function sanitizeServerHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
