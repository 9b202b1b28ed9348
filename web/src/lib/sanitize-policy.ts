/**
 * What server HTML (job descriptions, company introductions) may keep, for both of its sanitizers:
 * DOMPurify in the browser (./sanitize-html.ts) and sanitize-html on the server
 * (server/sanitize-html-server.ts, which needs no DOM; decision 0025). Both build their settings from this
 * file only, so a page the server rendered and the same text sanitized after a client navigation look
 * the same (tests/unit/sanitize-parity.test.ts). It imports no sanitizer: each side loads only its own.
 */

/** Elements kept; any other is dropped and its content kept (unless it is in DROPPED_WITH_CONTENT). */
export const ALLOWED_TAGS: readonly string[] = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'a', 'span'];

/** The only attributes kept, and only on links: no other element keeps any (no class, style, data-*, aria-*). */
export const LINK_ATTRIBUTES: readonly string[] = ['href', 'target', 'rel'];

/** The schemes a link's href may have; an href without one (a relative URL, `//host`, `#part`) is kept too. */
export const ALLOWED_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/**
 * Elements dropped with everything inside them: what they hold is code, or no text a reader would see.
 * DOMPurify's default list (FORBID_CONTENTS, 3.4) with sanitize-html's (textarea, option), given to both.
 */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms', 'mtext', 'noembed',
  'noframes', 'noscript', 'option', 'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template', 'textarea', 'thead', 'title',
  'video', 'xmp',
];

/**
 * A link that has a target (whatever its value) opens in a new tab, and the page it opens gets no handle
 * on ours (`window.opener`) nor our address.
 */
export const NEW_TAB_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
