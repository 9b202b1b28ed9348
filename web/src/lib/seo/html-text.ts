/**
 * Plain text from server HTML, for meta descriptions and JSON-LD, in the loaders of the server and the
 * browser alike without loading either sanitizer (decision 0025); it keeps no markup at all: tags are dropped
 * (script, style and template with their content), paragraphs and list items become lines, entities are
 * decoded. The result is text: whoever writes it into HTML escapes it (React does; JSON-LD goes through
 * serializeJsonLd or React Router's `<Meta>`).
 */

const HIDDEN_ELEMENTS = /<(script|style|template|noscript|iframe|object)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;
const LIST_ITEM = /<li\b[^>]*>/gi;
const LINE_BREAKS = /<br\b[^>]*>|<\/(p|div|li|ul|ol|h[1-6]|tr|table|blockquote|section|article)\s*>/gi;
const TAGS = /<\/?[a-z][^>]*>?/gi;
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(match: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return NAMED[body.toLowerCase()] ?? match;
}

/** Lines of text, each trimmed with inner whitespace collapsed; empty lines are dropped. */
export function htmlToText(html: string): string {
  const text = html
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(COMMENTS, ' ')
    .replace(LIST_ITEM, '\n• ')
    .replace(LINE_BREAKS, '\n')
    .replace(TAGS, ' ')
    .replace(ENTITY, decodeEntity);
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•')
    .join('\n');
}

