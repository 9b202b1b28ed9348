/** Filters → "/jobs-hiring/{keyword}?{params}", in a language: the search page's URL is all its state. */
import type { LanguageCode } from '../languages';
import { localHref } from '../local-href';
import { encodeKeywordSegment } from './keyword';
import { isBooleanFilter, normalizeFilters } from './normalize';
import type { JobSearchFilters } from './types';
import { JOB_SEARCH_BASE, JOB_SEARCH_SEGMENT, URL_KEYS } from './url-keys';

/** Values (never holding a comma once normalized) are percent-encoded one by one and joined with a raw ",". */
function encodeList(values: readonly string[] | undefined): string | undefined {
  if (!values || values.length === 0) return undefined;
  return values.map(encodeURIComponent).join(',');
}

/** The path (without the language prefix) and the query of a search. */
export function encodeJobSearchUrl(filters: JobSearchFilters): string {
  const { keyword, search } = encodeJobSearch(filters);
  return `${JOB_SEARCH_BASE}${keyword}${search}`;
}

/** The search page with these filters, in `language`. */
export function jobSearchHref(language: LanguageCode, filters: JobSearchFilters = {}): string {
  const { keyword, search } = encodeJobSearch(filters);
  return `${localHref(language, '/:lang?/jobs-hiring/:keyword?', { keyword: { encoded: keyword } })}${search}`;
}

function encodeJobSearch(filters: JobSearchFilters): { keyword: string; search: string } {
  const f = normalizeFilters(filters);
  const locations = f.locations ?? [];
  // A single location with a query reads better in the path and is not repeated.
  const pathLocation = f.query && locations.length === 1 ? locations[0] : undefined;
  const segment = f.query ? encodeKeywordSegment(f.query, pathLocation) : JOB_SEARCH_SEGMENT;

  const params: string[] = [];
  for (const [field, key] of URL_KEYS) {
    let value: string | undefined;
    if (field === 'page' || field === 'sort') {
      value = f[field] === undefined ? undefined : String(f[field]);
    } else if (isBooleanFilter(field)) {
      value = f[field] ? 'true' : undefined;
    } else if (field === 'locations') {
      value = pathLocation === undefined ? encodeList(f.locations) : undefined;
    } else {
      value = encodeList(f[field]);
    }
    if (value) params.push(`${key}=${value}`);
  }
  return { keyword: segment, search: params.length > 0 ? `?${params.join('&')}` : '' };
}
