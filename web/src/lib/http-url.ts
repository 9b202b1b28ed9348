/** An absolute http(s) address from a server, as given; anything else (no scheme, javascript:, data:) is null. */
export function httpUrlOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
