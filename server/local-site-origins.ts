/**
 * SITE_ORIGINS for a server on this machine: the default site on http://localhost:<port> and every
 * other country on its own subdomain, http://<country>.localhost:<port> (browsers resolve *.localhost to
 * the machine). The development server uses it, and the end-to-end run starts the production server with it.
 */
import { COUNTRY_KEYS, DEFAULT_COUNTRY } from '../web/src/lib/countries';

export function localSiteOrigins(port: number): string {
  return JSON.stringify(
    Object.fromEntries(COUNTRY_KEYS.map((key) => [key, key === DEFAULT_COUNTRY ? `http://localhost:${port}` : `http://${key}.localhost:${port}`])),
  );
}
