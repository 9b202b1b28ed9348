/** "/jobs-hiring/{keyword}" + "?{params}" → normalized filters. Never throws. */
import { splitLanguageFromPath } from '../resolve-language';
import { decodeKeywordSegment } from './keyword';
import { isSort, isWorkArrangement, normalizeFilters } from './normalize';
import type { JobSearchFilters } from './types';
import { QUERY_PARAM, URL_KEYS } from './url-keys';

function safeDecode(text: string): string | undefined {
  try {
    // "+" as space tolerates links built with URLSearchParams; we never emit a raw "+".
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** key → values, values split on raw commas, repeated keys merged. */
function parseSearch(search: string): Map<string, string[]> {
  const params = new Map<string, string[]>();
  const hash = search.indexOf('#');
  const body = (hash === -1 ? search : search.slice(0, hash)).replace(/^\?/, '');
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq));
    if (!key) continue;
    const raw = eq === -1 ? '' : pair.slice(eq + 1);
    const values = raw.split(',').map(safeDecode).filter((v): v is string => v !== undefined);
    params.set(key, [...(params.get(key) ?? []), ...values]);
  }
  return params;
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
    raw.query = keyword.query ?? params.get(QUERY_PARAM)?.[0];

    for (const [field, key] of URL_KEYS) {
      const values = params.get(key);
      if (!values) continue;
      const first = values[0];
      if (field === 'page') {
        raw.page = parsePositiveInt(first);
      } else if (field === 'sort') {
        const sort = parsePositiveInt(first);
        if (isSort(sort)) raw.sort = sort;
      } else if (field === 'verifiedCompany') {
        raw.verifiedCompany = first?.toLowerCase() === 'true' || first === '1';
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
