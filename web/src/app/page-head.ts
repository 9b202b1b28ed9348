/**
 * A page's head (title, description, canonical, hreflang, Open Graph, JSON-LD), computed by its loader
 * (on the server for the first HTML, in the browser on navigation) and rendered by React Router's <Meta>.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import type { PageHeadContent, PageHeadFunction } from '../lib/page-head-types';
import { languageAtom, siteOriginAtom } from '../lib/session-atoms';
import type { RouteContext } from '../lib/route-context';
import { splitLanguageFromPath } from '../lib/resolve-language';
import { buildPageHead, type PageHeadDescriptor } from '../lib/seo/page-head';
import { SEO_NAMESPACE, siteName } from '../lib/seo/page-description';

/** What a page without its own head gets: the site's name and description, kept out of search results. */
function defaultContent(app: RouteContext): PageHeadContent {
  return { title: siteName(app.i18n.t), description: app.i18n.t('common:meta.description'), noindex: true };
}

export async function pageHead(app: RouteContext, args: LoaderFunctionArgs, head: PageHeadFunction | undefined): Promise<PageHeadDescriptor[]> {
  await app.i18n.loadNamespaces([SEO_NAMESPACE]);
  const content = head?.(app, args) ?? defaultContent(app);
  const url = new URL(args.request.url);
  const { rest } = splitLanguageFromPath(url.pathname);
  return buildPageHead({
    origin: app.store.get(siteOriginAtom),
    path: content.canonicalPath ?? (content.keepQuery ? `${rest}${url.search}` : rest),
    language: app.store.get(languageAtom),
    title: content.title,
    description: content.description,
    image: content.image,
    jsonLd: content.jsonLd,
    noindex: content.noindex,
  });
}

/** Every route module's `meta`: the head its loader computed. */
export const pageMeta: MetaFunction = ({ loaderData }) => (loaderData as { head?: PageHeadDescriptor[] } | undefined)?.head ?? [];

/** Every route module's `headers`: what the root said (Retry-After during maintenance), then the page's own. */
export const pageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};
