/** Country sites as links and flags: the host of another country's site, and its flag as an emoji. */
import { COUNTRIES, getCountry, type Country, type CountryKey } from '../../lib/countries';

/** The 18 country sites (the global site `com` is where every other country lands, not a choice). */
export const COUNTRY_SITES: readonly Country[] = COUNTRIES.filter((country) => country.key !== 'com');

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** Flag images are not available offline: the Unicode regional-indicator pair, 🌐 for the global site. */
export function flagEmoji(key: CountryKey): string {
  if (key === 'com') return '🌐';
  return [...key.toUpperCase()].map((letter) => String.fromCodePoint(REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65)).join('');
}

/**
 * The address of `key`'s site at `path`. In development every country is a subdomain of localhost
 * (`sg.localhost:5173`); elsewhere it is the country's own domain.
 */
export function countrySiteHref(key: CountryKey, path: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  const { protocol, hostname, port } = location;
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    return `${protocol}//${key}.localhost${port ? `:${port}` : ''}${path}`;
  }
  return `${getCountry(key).url}${path}`;
}
