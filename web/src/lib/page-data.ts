/**
 * What every page's loader returns once its queries are started: its translations loaded and its head
 * (title, description, canonical, hreflang, Open Graph, JSON-LD) computed from the data in the cache,
 * and, when the page is not a plain 200, the status the server answers with (404, 410, 503). The
 * page's `meta` (pageMeta) gives the head to React Router's <Meta>.
 */
import type { QueryClient } from '@tanstack/react-query';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadErrorMessages } from './i18n';
import type { PageHeadContent, PageHeadFunction } from './page-head-types';
import { splitLanguageFromPath } from './resolve-language';
import { appContext, type RouteContext } from './route-context';
import { buildPageHead, type PageHeadDescriptor } from './seo/page-head';
import { SEO_NAMESPACE, siteName } from './seo/page-description';
import { languageAtom, siteOriginAtom } from './session-atoms';

/** A page's answer when it is not a plain 200: the status (and headers) the server replies with. */
export interface PageStatus {
  status: number;
  headers?: Record<string, string>;
}

export interface PageDataOptions {
  /** Translation namespaces the page needs before it renders (its own, and those of parts it shows). */
  namespaces?: readonly string[];
  /** The page's title, description and structured data, once its data is in the cache. */
  head?: PageHeadFunction;
  /** What the page's prefetch answered: its status when it is not 200. Runs beside the translations' loading. */
  status?: PageStatus | null | Promise<PageStatus | null>;
}

export interface PageData {
  head: PageHeadDescriptor[];
}

/** What a page without its own head gets: the site's name and description, kept out of search results. */
function defaultContent(app: RouteContext): PageHeadContent {
  return { title: siteName(app.i18n.t), description: app.i18n.t('common:meta.description'), noindex: true };
}

async function pageHead(app: RouteContext, args: LoaderFunctionArgs, head: PageHeadFunction | undefined): Promise<PageHeadDescriptor[]> {
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

/** Whether the page has a failed query to show (its error state, or a widget's). */
export function showsFailedQuery(queryClient: QueryClient): boolean {
  return queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error');
}

export async function pageData(args: LoaderFunctionArgs, { namespaces = [], head, status }: PageDataOptions) {
  const app = args.context.get(appContext);
  const [, answered] = await Promise.all([app.i18n.loadNamespaces([...namespaces]), status]);
  // Pages carry the error messages only when they show a failure (lib/i18n.ts): then the server's
  // HTML has them, and in the browser they are in before the page renders.
  if (showsFailedQuery(app.queryClient)) await loadErrorMessages(app.i18n);
  const page: PageData = { head: await pageHead(app, args, head) };
  return answered ? data(page, { status: answered.status, headers: answered.headers }) : page;
}

/** Every page's `meta`: the head its loader computed. */
export const pageMeta: MetaFunction = ({ loaderData }) => (loaderData as PageData | undefined)?.head ?? [];

/** A page that answers with headers of its own (Retry-After): what the root said, then the page's own. */
export const pageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};
