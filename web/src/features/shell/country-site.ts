/** Country sites as links: the host of another country's site (flags: country-flag.tsx). */
import { COUNTRIES, getCountry, type Country, type CountryKey } from '../../lib/countries';

/** The 18 country sites (the global site `com` is where every other country lands, not a choice). */
export const COUNTRY_SITES: readonly Country[] = COUNTRIES.filter((country) => country.key !== 'com');

/**
 * The address of `key`'s site at `path`. In development every country is a subdomain of localhost
 * (`sg.localhost:5173`); elsewhere it is the country's own domain.
 */
export function countrySiteHref(key: CountryKey, path: string, siteOrigin: string): string {
  const { protocol, hostname, port } = new URL(siteOrigin);
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    return `${protocol}//${key}.localhost${port ? `:${port}` : ''}${path}`;
  }
  return `${getCountry(key).url}${path}`;
}
