/**
 * robots.txt for one site: public pages open to every crawler; sign-in flows, password and
 * verification steps, Singpass, sign-in redirects, the mock providers, the maintenance and offline pages and the
 * API closed, under every language prefix; the site's own sitemap index named.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../web/src/lib/languages';
import { withLanguage } from '../../web/src/lib/resolve-language';

/** Path prefixes of pages that only make sense inside a visit (robots.txt rules match prefixes). */
export const PRIVATE_PATH_PREFIXES = [
  '/get-started',
  '/change-password',
  '/verify-',
  '/singpass',
  '/jobseeker-',
  '/mock-provider',
  '/maintenance',
  '/offline',
] as const;

export function renderRobots(origin: string): string {
  const prefixed = LANGUAGES.filter((language) => language.value !== DEFAULT_LANGUAGE).flatMap((language) =>
    PRIVATE_PATH_PREFIXES.map((prefix) => withLanguage(prefix, language.value)),
  );
  const disallowed = ['/api/', ...PRIVATE_PATH_PREFIXES, ...prefixed];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
