/** Country sites as links: the configured origin of another country's site (flags: country-flag.tsx). */
import { COUNTRIES, type Country, type CountryKey } from '../../lib/countries';
import { env } from '../../lib/env';
import { siteOriginOf } from '../../lib/site-origins';

/** The 18 country sites (the global site `com` is where every other country lands, not a choice). */
export const COUNTRY_SITES: readonly Country[] = COUNTRIES.filter((country) => country.key !== 'com');

/** The address of `key`'s site at `path`, on the origin the deployment configures for it (SITE_ORIGINS). */
export function countrySiteHref(key: CountryKey, path: string): string {
  return `${siteOriginOf(env, key)}${path}`;
}
