/**
 * The seeker's time zone: their browser's (an IANA name). Only the browser knows it: call this from
 * browser-only code (use-reading-time.ts reads it once hydrated), never during a server render, where
 * it would answer the server's own zone. Its own module so tests can pin the zone (vi.mock), since TZ
 * does not reliably reach Intl inside a test worker.
 */
let zone: string | undefined | null = null;

export function seekerTimeZone(): string | undefined {
  // Read once: asking means building a formatter, and every date on the page asks.
  if (zone === null) zone = new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  return zone;
}
