/**
 * In-app links: a page's path as routes.ts declares it (`/:lang?/job/:slug`), filled in by React Router's
 * `href()` in the page's language (en-us has no prefix). The paths and their parameters are React Router's
 * generated types, so a link to a page that does not exist, or without a parameter the page needs, fails
 * the typecheck.
 */
import { href, type Register } from 'react-router';
import { DEFAULT_LANGUAGE, getLanguage, type LanguageCode } from './languages';

type Pages = Register['pages'];

/** A page of the app, as routes.ts names it. */
export type PagePath = Extract<keyof Pages, `/:lang?${string}`>;

/** A path segment its own encoder made (the search keyword, lib/job-search-url): used as it is. */
export interface EncodedSegment {
  encoded: string;
}

type SegmentValue = string | number | EncodedSegment;

type ParamsOf<P extends PagePath> = Omit<Pages[P]['params'], 'lang'>;
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

type PageParams<P extends PagePath> = { [K in Exclude<keyof ParamsOf<P>, OptionalKeys<ParamsOf<P>>>]: SegmentValue } & {
  [K in OptionalKeys<ParamsOf<P>>]?: SegmentValue | undefined;
};

type ParamsArgument<P extends PagePath> = keyof PageParams<P> extends never
  ? []
  : Partial<PageParams<P>> extends PageParams<P>
    ? [params?: PageParams<P>]
    : [params: PageParams<P>];

function segment(value: SegmentValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'object' ? value.encoded : encodeURIComponent(String(value));
}

/** `localHref('ar', '/:lang?/job/:slug', { slug })` → `/ar/job/accountant-12`; each value is percent-encoded. */
export function localHref<P extends PagePath>(language: LanguageCode, path: P, ...[params]: ParamsArgument<P>): string {
  const segments: Record<string, string | undefined> = { lang: language === DEFAULT_LANGUAGE ? undefined : getLanguage(language).slug };
  for (const [name, value] of Object.entries((params ?? {}) as Record<string, SegmentValue | undefined>)) segments[name] = segment(value);
  return (href as (path: string, params: Record<string, string | undefined>) => string)(path, segments);
}

/** `path` with a query; empty values are left out: `withQuery('/get-started', { redirect })`. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The numeric id at the end of a slug ("senior-accountant-1234" → 1234). */
export function idFromSlug(slug: string | undefined): number | undefined {
  const match = /(\d+)$/.exec(slug ?? '');
  return match ? Number(match[1]) : undefined;
}
