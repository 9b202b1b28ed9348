/**
 * The other origins the first page talks to, so the browser opens their connections while it parses
 * the HTML instead of after the scripts ran: the API (CORS requests, hence `anonymous`) and the
 * assets host (logos, flags).
 */
import type { AppEnv } from './env';

export interface PreconnectOrigin {
  href: string;
  crossOrigin?: 'anonymous';
}

function originOf(url: string, siteOrigin: string): string | undefined {
  try {
    const origin = new URL(url, siteOrigin).origin;
    return origin === siteOrigin ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function preconnectOrigins(env: AppEnv, siteOrigin: string): PreconnectOrigin[] {
  const apiOrigins = [env.VITE_API_BASE_URL, ...Object.values(env.VITE_API_BASE_URLS)].map((url) => originOf(url, siteOrigin));
  const found = new Map<string, PreconnectOrigin>();
  for (const href of apiOrigins) if (href) found.set(href, { href, crossOrigin: 'anonymous' });
  const assets = env.VITE_ASSETS_HOST ? originOf(env.VITE_ASSETS_HOST, siteOrigin) : undefined;
  if (assets && !found.has(assets)) found.set(assets, { href: assets });
  return [...found.values()];
}
