/**
 * The keyword path segment: "{query}-jobs" or "{query}-jobs-in-{location}".
 *
 * Escape rule for the query (so any text round-trips):
 *  1. the query is normalized (trimmed, whitespace collapsed to single spaces);
 *  2. each space-separated word is encodeURIComponent-ed, and its literal "-"
 *     is then written as "%2D", so a raw "-" in the segment always means a space;
 *  3. a word "jobs" (any ASCII case) directly followed by the word "in" gets its
 *     first letter percent-encoded ("%6Aobs"), so the encoded query can never
 *     contain "-jobs-in-" and the first such separator in a segment is ours;
 *  4. words are joined with "-".
 * Decoding splits on "-", decodeURIComponent-s each word and joins with spaces.
 * The location is a single encodeURIComponent-ed value (hyphens stay raw).
 */

const IN_SEPARATOR = /-jobs-in-/i;
const JOBS_SUFFIX = /-jobs$/i;

function encodeWord(word: string, next: string | undefined): string {
  const encoded = encodeURIComponent(word).replace(/-/g, '%2D');
  if (/^jobs$/i.test(word) && next !== undefined && /^in$/i.test(next)) {
    return `%${word.charCodeAt(0).toString(16).toUpperCase()}${encoded.slice(1)}`;
  }
  return encoded;
}

/** `query` must already be normalized and non-empty. */
export function encodeQueryText(query: string): string {
  const words = query.split(' ');
  return words.map((word, i) => encodeWord(word, words[i + 1])).join('-');
}

/** Undefined when the text is not valid percent-encoding. */
export function decodeQueryText(text: string): string | undefined {
  try {
    return text.split('-').map(decodeURIComponent).join(' ');
  } catch {
    return undefined;
  }
}

export function encodeKeywordSegment(query: string, location?: string): string {
  const base = encodeQueryText(query);
  return location === undefined ? `${base}-jobs` : `${base}-jobs-in-${encodeURIComponent(location)}`;
}

export interface KeywordParts {
  query?: string;
  location?: string;
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Parts of a keyword segment; empty when the segment is not one. */
export function decodeKeywordSegment(segment: string): KeywordParts {
  const parts: KeywordParts = {};
  const separator = IN_SEPARATOR.exec(segment);
  let queryText: string | undefined;
  if (separator) {
    queryText = segment.slice(0, separator.index);
    const location = safeDecode(segment.slice(separator.index + separator[0].length));
    if (location) parts.location = location;
  } else if (JOBS_SUFFIX.test(segment)) {
    queryText = segment.slice(0, -'-jobs'.length);
  }
  const query = queryText ? decodeQueryText(queryText) : undefined;
  if (query) parts.query = query;
  return parts;
}
