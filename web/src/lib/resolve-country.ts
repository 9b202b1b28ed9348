/**
 * Country from the site host. Order: an exact entry of the configurable map
 * (deployments and previews), a first label that is a country key
 * ("sg.localhost:5173", "sg.jobchat.com"), the production domains, then ph.
 */
import { COUNTRIES, DEFAULT_COUNTRY, isCountryKey, type CountryKey } from './countries';

/** Production domains, taken from the country records plus a few aliases. */
export const DEFAULT_HOST_MAP: Readonly<Record<string, CountryKey>> = Object.freeze({
  ...Object.fromEntries(COUNTRIES.map((c) => [new URL(c.url).hostname, c.key])),
  'jobchat.uk': 'gb',
  'jobchat.com.my': 'my',
  'jobchat.co.id': 'id',
  'jobchat.com.ph': 'ph',
});

// Longest first so a more specific domain wins over a shorter suffix.
const DEFAULT_DOMAINS = Object.keys(DEFAULT_HOST_MAP).sort((a, b) => b.length - a.length);

/** Lowercase, without port, trailing dot or a leading "www.". */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    // IPv6 literal: the port follows the closing bracket.
    const end = h.indexOf(']');
    h = end === -1 ? h : h.slice(0, end + 1);
  } else {
    const colon = h.indexOf(':');
    if (colon !== -1 && colon === h.lastIndexOf(':')) h = h.slice(0, colon);
  }
  h = h.replace(/\.+$/, '');
  return h.startsWith('www.') ? h.slice(4) : h;
}

export function resolveCountry(host: string, hostMap: Readonly<Record<string, CountryKey>> = {}): CountryKey {
  const h = normalizeHost(host);
  if (!h) return DEFAULT_COUNTRY;

  // Own-property check: a host named "constructor" must not hit Object.prototype.
  if (Object.hasOwn(hostMap, h)) {
    const mapped = hostMap[h];
    if (isCountryKey(mapped)) return mapped;
  }

  const labels = h.split('.');
  const first = labels[0];
  if (labels.length > 1 && isCountryKey(first)) return first;

  for (const domain of DEFAULT_DOMAINS) {
    if (h === domain || h.endsWith(`.${domain}`)) {
      const key = DEFAULT_HOST_MAP[domain];
      if (key) return key;
    }
  }
  return DEFAULT_COUNTRY;
}

/**
 * Reads a host map from an environment variable, e.g.
 * `{"preview.example.net":"sg"}`. Anything unusable is skipped, never thrown,
 * so a bad deployment variable degrades to the default resolution.
 */
export function parseHostMap(json: string | undefined): Record<string, CountryKey> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const entries: [string, CountryKey][] = [];
  for (const [host, value] of Object.entries(parsed)) {
    const key = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
    const normalized = normalizeHost(host);
    if (normalized && isCountryKey(key)) entries.push([normalized, key]);
  }
  // fromEntries defines own properties, so "__proto__" stays a plain key.
  return Object.fromEntries(entries);
}
