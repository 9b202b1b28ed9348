/**
 * The seeker's time zone: their browser's (an IANA name). Only the browser knows it: call this from
 * browser-only code (a snapshot read after hydration), never during a server render, where it would
 * answer the server's own zone. Its own module so tests can pin the zone (vi.mock), since TZ does not
 * reliably reach Intl inside a test worker.
 */
export function seekerTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
