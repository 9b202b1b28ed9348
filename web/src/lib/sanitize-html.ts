/**
 * Every piece of server HTML goes through here before it is rendered. In the browser DOMPurify works
 * on the page's own DOM; the server render hands it a DOM of its own (server/app.ts: jsdom) first.
 */
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'a', 'span'];

let purifier: DOMPurify | undefined;

function withHooks(instance: DOMPurify): DOMPurify {
  // Links that open elsewhere must not hand the opened page a handle on ours.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

/** For the server: the window DOMPurify parses in (there is no page). */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = withHooks(createDOMPurify(window));
}

export function sanitizeHtml(html: string): string {
  purifier ??= withHooks(createDOMPurify(window));
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] });
}
