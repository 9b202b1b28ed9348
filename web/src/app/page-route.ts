/**
 * Turns a feature's page module (its Component, translation namespaces and prefetching loader) into
 * the loader of a route module. The same loader runs on the server for the first HTML and in the
 * browser on navigation: it sets the page's language, loads its namespaces, then prefetches.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { applyLanguage } from '../lib/i18n';
import { splitLanguageFromPath } from '../lib/resolve-language';
import type { RouteContext } from '../lib/route-context';
import { languageAtom } from '../lib/session-atoms';
import { appContext } from './app-context';
import type { PageHeadFunction } from '../lib/page-head-types';
import { pageHead } from './page-head';

export interface PageModule {
  Component: React.ComponentType;
  /** Translation namespaces the page needs before it renders. */
  namespaces?: readonly string[];
  /** Starts the page's queries; may answer an HTTP status for the server's reply (404, 410, 503). */
  createLoader?: (context: RouteContext) => (args: LoaderFunctionArgs) => unknown;
  /** The page's title, description and structured data, once its data is in the cache. */
  head?: PageHeadFunction;
}

/** A page's answer when it is not a plain 200: the status (and headers) the server replies with. */
export interface PageStatus {
  status: number;
  headers?: Record<string, string>;
}

function isPageStatus(value: unknown): value is PageStatus {
  return typeof value === 'object' && value !== null && typeof (value as PageStatus).status === 'number';
}

/**
 * A page whose slots hold parts of other features (features do not import each other; the route module
 * composes them): the parts' namespaces load with the page's.
 */
export function withParts(page: PageModule, partNamespaces: readonly string[]): PageModule {
  return { ...page, namespaces: [...(page.namespaces ?? []), ...partNamespaces] };
}

export function pageLoader(page: PageModule) {
  return async (args: LoaderFunctionArgs) => {
    const app = args.context.get(appContext);
    const { language } = splitLanguageFromPath(new URL(args.request.url).pathname);
    app.store.set(languageAtom, language);
    await applyLanguage(app.i18n, language);
    await app.i18n.loadNamespaces([...(page.namespaces ?? [])]);
    const status = page.createLoader ? await page.createLoader(app)(args) : null;
    const head = await pageHead(app, args, page.head);
    return isPageStatus(status) ? data({ head }, { status: status.status, headers: status.headers }) : { head };
  };
}
