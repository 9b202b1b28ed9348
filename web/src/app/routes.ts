/**
 * Every page exists once per language prefix (en-us has none): the same route module under
 * /, /ar/, /zh-cn/… with its own id, so the first path segment picks the language.
 */
import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LANGUAGES } from '../lib/languages';
import { PAGES } from './page-table';

function pages(languageSlug: string): RouteConfigEntry[] {
  return PAGES.map(([path, file]) => {
    const id = `${languageSlug || 'default'}:${file.replace(/^routes\/|\.tsx$/g, '')}`;
    return path === null ? index(file, { id }) : route(path, file, { id });
  });
}

export default [...pages(''), ...LANGUAGES.map((language) => prefix(language.slug, pages(language.slug))).flat()] satisfies RouteConfig;
