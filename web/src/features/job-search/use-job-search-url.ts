/**
 * The job-search page's only state: the URL. Filters are decoded from the path (language prefix
 * stripped) and query string; every change navigates to the encoded URL, so a copied link restores
 * the same search.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { usePageLocation } from '../../lib/page-location';
import { filtersFromLocation } from '../../lib/job-search-url/decode';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import type { LanguageCode } from '../../lib/languages';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { splitLanguageFromPath } from '../../lib/resolve-language';

export interface JobSearchUrl {
  filters: JobSearchFilters;
  language: LanguageCode;
  /** The href of a search (keeps the language prefix). */
  hrefFor: (filters: JobSearchFilters) => string;
  /** Navigates to `next` as is (the page included); settles when the navigation has. */
  go: (next: JobSearchFilters) => Promise<void>;
  /** Navigates to `next` on its first page: any change of what is searched resets the page. */
  search: (next: JobSearchFilters) => Promise<void>;
}

export function useJobSearchUrl(): JobSearchUrl {
  const { pathname, search: query } = usePageLocation();
  const navigate = useNavigate();
  const { language } = splitLanguageFromPath(pathname);
  const filters = useMemo(() => filtersFromLocation(pathname, query), [pathname, query]);
  const hrefFor = useCallback((next: JobSearchFilters) => jobSearchHref(language, next), [language]);
  // A data router's navigate settles once the page's loaders have answered and the page has the new URL.
  const go = useCallback(async (next: JobSearchFilters) => navigate(hrefFor(next)), [navigate, hrefFor]);
  const search = useCallback((next: JobSearchFilters) => go({ ...next, page: undefined }), [go]);
  return { filters, language, hrefFor, go, search };
}
