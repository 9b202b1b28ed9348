/**
 * JSON-LD values and their serialization for a `<script type="application/ld+json">` element.
 *
 * React Router's `<Meta>` already escapes `script:ld+json` descriptors (its `escapeHtml` in
 * lib/dom/ssr/markup.ts turns `<`, `>`, `&`, U+2028 and U+2029 into `\uXXXX`), so route `meta` exports
 * hand it plain objects. `serializeJsonLd` applies the same escaping for any JSON-LD written outside
 * `<Meta>` (a server template, a crawl check), where nothing else would.
 */

export type JsonLdPrimitive = string | number | boolean | null;
export type JsonLdValue = JsonLdPrimitive | JsonLdObject | readonly JsonLdValue[];
/** Same shape as React Router's `LdJsonObject`, which the package does not export. */
export type JsonLdObject = { [key: string]: JsonLdValue };

/** An object for JSON-LD with its `undefined` members left out (facts the data does not have). */
export function jsonLdObject(members: { readonly [key: string]: JsonLdValue | undefined }): JsonLdObject {
  const out: JsonLdObject = {};
  for (const [key, value] of Object.entries(members)) if (value !== undefined) out[key] = value;
  return out;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text that cannot end the script element (`</script>`), open a comment (`<!--`) or break a line
 * for older JavaScript parsers; `JSON.parse` of the result gives the value back unchanged.
 */
export function serializeJsonLd(value: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char] ?? char);
}
