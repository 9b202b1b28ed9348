/** "/jobs-hiring/{keyword}" + "?{params}" → normalized filters. Never throws. */
import { splitLanguageFromPath } from '../resolve-language';
import { decodeKeywordSegment } from './keyword';
import { isBooleanFilter, isSort, isWorkArrangement, normalizeFilters } from './normalize';
import type { JobSearchFilters } from './types';
import { QUERY_PARAM, URL_KEYS } from './url-keys';

/**
 * key → raw values, repeated keys merged, read as URLSearchParams reads them ("+" is a space, bad escapes
 * are U+FFFD). The server renders with the query React Router re-serialized that way ("," becomes "%2C"),
 * the browser with the address as typed: only a reading that survives re-serialization gives both the
 * same filters, so a comma, escaped or not, separates values.
 */
function parseSearch(search: string): Map<string, string[]> {
  const hash = search.indexOf('#');
  const params = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(hash === -1 ? search : search.slice(0, hash))) {
    if (key) params.set(key, [...(params.get(key) ?? []), value]);
  }
  return params;
}

function splitValues(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(','));
}

/** The segment after "jobs-hiring", wherever that sits in the path. */
function keywordSegment(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0] ?? '';
  const segments = clean.split('/');
  const at = segments.indexOf('jobs-hiring');
  return at === -1 ? '' : (segments[at + 1] ?? '');
}

function parsePositiveInt(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

export function decodeJobSearchUrl(pathname: string, search: string): JobSearchFilters {
  try {
    const keyword = decodeKeywordSegment(keywordSegment(pathname));
    const params = parseSearch(search);
    const raw: JobSearchFilters = {};
    // The typed text of a plain form: its commas are text.
    raw.query = keyword.query ?? params.get(QUERY_PARAM)?.[0];

    for (const [field, key] of URL_KEYS) {
      const rawValues = params.get(key);
      if (!rawValues) continue;
      const values = splitValues(rawValues);
      const first = values[0]?.trim();
      if (field === 'page') {
        raw.page = parsePositiveInt(first);
      } else if (field === 'sort') {
        const sort = parsePositiveInt(first);
        if (isSort(sort)) raw.sort = sort;
      } else if (isBooleanFilter(field)) {
        raw[field] = first?.toLowerCase() === 'true' || first === '1';
      } else if (field === 'workArrangements') {
        raw.workArrangements = values.map((v) => v.trim().toLowerCase()).filter(isWorkArrangement);
      } else {
        raw[field] = values;
      }
    }
    if (keyword.location) raw.locations = [keyword.location, ...(raw.locations ?? [])];
    return normalizeFilters(raw);
  } catch {
    // Defensive: a URL the user typed must never break the page.
    return {};
  }
}

/** Filters of a job-search URL given as a router location (the pathname may carry a language prefix). */
export function filtersFromLocation(pathname: string, search: string): JobSearchFilters {
  return decodeJobSearchUrl(splitLanguageFromPath(pathname).rest, search);
}
