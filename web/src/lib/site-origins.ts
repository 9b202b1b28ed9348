/**
 * Each country site's public origin, from the deployment's settings (SITE_ORIGINS), never from a
 * request: canonical links, hreflang, Open Graph, structured data, robots.txt, sitemaps, shared links
 * and the other country sites' links all name it. A Host or X-Forwarded-* header anyone can send
 * must not decide what a cached page tells crawlers and visitors. A country the settings do not list
 * uses its production domain (countries.ts).
 */
import { COUNTRIES, getCountry, type CountryKey } from './countries';
import type { AppEnv } from './env';
import { normalizeHost, parseHostMap, resolveCountry } from './resolve-country';

type SiteSettings = Pick<AppEnv, 'VITE_SITE_ORIGINS' | 'VITE_COUNTRY_HOSTS'>;

export function siteOriginOf(settings: Pick<AppEnv, 'VITE_SITE_ORIGINS'>, country: CountryKey): string {
  return settings.VITE_SITE_ORIGINS[country] ?? new URL(getCountry(country).url).origin;
}

/** Hosts that name a country: COUNTRY_HOSTS, plus the host of every configured site origin. */
export function siteHostMap(settings: SiteSettings): Record<string, CountryKey> {
  const fromOrigins = COUNTRIES.flatMap((country) => {
    const origin = settings.VITE_SITE_ORIGINS[country.key];
    return origin ? [[normalizeHost(new URL(origin).host), country.key] as const] : [];
  });
  return { ...Object.fromEntries(fromOrigins), ...parseHostMap(settings.VITE_COUNTRY_HOSTS) };
}

/** The country site a Host header asks for, and that site's configured origin (an unknown host: the default site's). */
export function siteOfHost(settings: SiteSettings, host: string): { country: CountryKey; origin: string } {
  const country = resolveCountry(host, siteHostMap(settings));
  return { country, origin: siteOriginOf(settings, country) };
}
