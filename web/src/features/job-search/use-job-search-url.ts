/**
 * The job-search page's only state: the URL. Filters are decoded from the path (language prefix
 * stripped) and query string; every change navigates to the encoded URL, so a copied link restores
 * the same search.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { decodeJobSearchUrl } from '../../lib/job-search-url/decode';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import type { LanguageCode } from '../../lib/languages';
import { paths } from '../../lib/paths';
import { splitLanguageFromPath } from '../../lib/resolve-language';

/** Filters of a job-search URL given as a router location (pathname may carry a language prefix). */
export function filtersFromLocation(pathname: string, search: string): JobSearchFilters {
  return decodeJobSearchUrl(splitLanguageFromPath(pathname).rest, search);
}

export interface JobSearchUrl {
  filters: JobSearchFilters;
  language: LanguageCode;
  /** The href of a search (keeps the language prefix). */
  hrefFor: (filters: JobSearchFilters) => string;
  /** Navigates to `next` as is (the page included). */
  go: (next: JobSearchFilters) => void;
  /** Navigates to `next` on its first page: any change of what is searched resets the page. */
  search: (next: JobSearchFilters) => void;
}

export function useJobSearchUrl(): JobSearchUrl {
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const { language } = splitLanguageFromPath(pathname);
  const filters = useMemo(() => filtersFromLocation(pathname, query), [pathname, query]);
  const hrefFor = useCallback((next: JobSearchFilters) => paths.jobSearch(language, next), [language]);
  const go = useCallback((next: JobSearchFilters) => void navigate(hrefFor(next)), [navigate, hrefFor]);
  const search = useCallback((next: JobSearchFilters) => go({ ...next, page: undefined }), [go]);
  return { filters, language, hrefFor, go, search };
}
