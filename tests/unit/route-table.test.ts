/**
 * The route table (web/src/routes.ts) read by React Router's own matcher: every page under every
 * language prefix, and no page taken for a language. `:lang?` makes `/account-settings/notifications`
 * read to the router like `/:lang/notifications`; the table must give it to the settings page's tab.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@web/lib/languages';
import routes from '@web/routes';

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const id = entry.id ?? entry.file;
  if (entry.index) return { id, index: true, path: entry.path };
  return { id, path: entry.path, children: entry.children?.map(toRouteObject) };
}

const table = [{ id: 'root', path: '/', children: (routes as RouteConfigEntry[]).map(toRouteObject) }];
const pages = ((routes as RouteConfigEntry[])[0]?.children ?? []).map((entry) => ({ id: entry.id ?? entry.file, path: (entry.path ?? '').replace(/^:lang\?\/?/, '') }));

function matched(pathname: string) {
  const leaf = matchRoutes(table, pathname)?.at(-1);
  return { id: leaf?.route.id, params: leaf?.params };
}

/** The pages of one static segment (`notifications`), and those with a parameter after one (`account-settings/:tab?`). */
const oneSegmentPages = pages.filter((page) => /^[a-z0-9-]+$/.test(page.path));
const pagesWithParameter = pages.filter((page) => /^[a-z0-9-]+\/:[a-zA-Z]+\??$/.test(page.path));

describe('the route table', () => {
  it('serves every page with no prefix and under each language', () => {
    for (const page of oneSegmentPages) {
      expect(matched(`/${page.path}`), page.path).toEqual({ id: page.id, params: {} });
      for (const language of LANGUAGES) expect(matched(`/${language.slug}/${page.path}`), `${language.slug}/${page.path}`).toEqual({ id: page.id, params: { lang: language.slug } });
    }
    expect(matched('/ar').id).toBe('features/home/home-route.tsx');
  });

  it('gives `/{page}/{name}` to the page with the parameter, never to a page under a language named `{page}`', () => {
    expect(pagesWithParameter.length).toBeGreaterThan(4);
    for (const owner of pagesWithParameter) {
      const first = owner.path.split('/')[0];
      for (const page of oneSegmentPages) expect(matched(`/${first}/${page.path}`).id, `/${first}/${page.path}`).toBe(owner.id);
    }
    expect(matched('/account-settings/notifications')).toEqual({ id: 'features/settings/settings-route.tsx', params: { tab: 'notifications' } });
    expect(matched('/ar/account-settings/notifications').params).toEqual({ lang: 'ar', tab: 'notifications' });
  });

  it('leaves an unknown first segment to the language route, which answers 404', () => {
    expect(matched('/xx/companies')).toEqual({ id: 'features/company/companies-route.tsx', params: { lang: 'xx' } });
  });
});
