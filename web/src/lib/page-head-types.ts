/** What a page tells the server to put in its head (lib/page-data.ts computes it in the page's loader). */
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteContext } from './route-context';
import type { JsonLdObject } from './seo/json-ld';

export interface PageHeadContent {
  title: string;
  description: string;
  image?: string;
  jsonLd?: readonly JsonLdObject[];
  /** Pages that are no content of their own (sign-in steps, gone jobs, errors). */
  noindex?: boolean;
  /** The page's own address when the request used another form of it (a job's slug), without language prefix. */
  canonicalPath?: string;
  /** Keep the query string in the canonical URL (the search page's page number). */
  keepQuery?: boolean;
}

/** Runs in the page's loader once its data is in the cache. */
export type PageHeadFunction = (app: RouteContext, args: LoaderFunctionArgs) => PageHeadContent | undefined;
