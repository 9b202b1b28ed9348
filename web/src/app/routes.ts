/**
 * Every page exists once per language prefix (en-us has none): the same route module under
 * /, /ar/, /zh-cn/… with its own id, so the first path segment picks the language.
 */
import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LANGUAGES } from '../lib/languages';

/** [path, route module]; `null` is the index page. */
const PAGES: readonly (readonly [string | null, string])[] = [
  [null, 'routes/home.tsx'],
  ['jobs-hiring/:keyword?', 'routes/job-search.tsx'],
  ['job/:slug', 'routes/job-detail.tsx'],
  ['company/:slug/:tab?', 'routes/company.tsx'],
  ['companies', 'routes/companies.tsx'],
  ['maintenance', 'routes/maintenance.tsx'],
  ['singpass-verification', 'routes/singpass-verification.tsx'],
  ['singpass/callback', 'routes/singpass-callback.tsx'],
  ['get-started', 'routes/get-started.tsx'],
  ['get-started/magic-link', 'routes/magic-link.tsx'],
  ['get-started/phone', 'routes/phone.tsx'],
  ['get-started/qr', 'routes/qr.tsx'],
  ['get-started/social/:provider', 'routes/social-start.tsx'],
  ['get-started/social/:provider/callback', 'routes/social-callback.tsx'],
  ['jobseeker-login-redirect', 'routes/login-redirect.tsx'],
  ['onsite-job', 'routes/onsite-job.tsx'],
  ['get-started/reset-password', 'routes/reset-password.tsx'],
  ['change-password', 'routes/change-password.tsx'],
  ['verify-mobile', 'routes/verify-mobile.tsx'],
  ['verify-email', 'routes/verify-email.tsx'],
  ['*', 'routes/not-found.tsx'],
];

function pages(languageSlug: string): RouteConfigEntry[] {
  return PAGES.map(([path, file]) => {
    const id = `${languageSlug || 'default'}:${file.replace(/^routes\/|\.tsx$/g, '')}`;
    return path === null ? index(file, { id }) : route(path, file, { id });
  });
}

export default [...pages(''), ...LANGUAGES.map((language) => prefix(language.slug, pages(language.slug))).flat()] satisfies RouteConfig;
