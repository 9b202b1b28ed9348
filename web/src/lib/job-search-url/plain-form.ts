/**
 * The search forms as plain HTML: before hydration (or without JavaScript) a search form is a GET form,
 * which can only send `name=value` pairs to its action: `/jobs-hiring/job-search?query=…&location=…`
 * and the other filters as hidden fields. The search page answers such a request with a redirect to the
 * canonical URL (the query in the path), so the results of the typed text open, under their one address.
 */
import type { LanguageCode } from '../languages';
import { filtersFromLocation } from './decode';
import { jobSearchHref } from './encode';
import { isBooleanFilter, normalizeFilters } from './normalize';
import type { JobSearchFilters } from './types';
import { QUERY_PARAM, URL_KEYS } from './url-keys';

/** The search box's text field name, the key a plain form submission carries its text in. */
export const SEARCH_TEXT_FIELD = QUERY_PARAM;
/** The location select's name: the URL's own key for locations, so the decoder reads it as it is. */
export const SEARCH_LOCATION_FIELD = 'location' satisfies (typeof URL_KEYS)[number][1];

export interface HiddenField {
  name: string;
  value: string;
}

/**
 * The filters a search form keeps without showing them, one field per value (repeated names are merged
 * by the decoder).
 * Left out: the text (the form's own field), the page (a new search starts at page 1) and the first
 * location (the form's location select carries it).
 */
export function searchFormHiddenFields(filters: JobSearchFilters): HiddenField[] {
  const f = normalizeFilters(filters);
  const fields: HiddenField[] = [];
  for (const [field, name] of URL_KEYS) {
    if (field === 'page') continue;
    let values: readonly string[];
    if (field === 'sort') values = f.sort === undefined ? [] : [String(f.sort)];
    else if (isBooleanFilter(field)) values = f[field] ? ['true'] : [];
    // The select shows one location; the others of a several-location search are kept.
    else if (field === 'locations') values = f.locations?.slice(1) ?? [];
    else values = f[field] ?? [];
    for (const value of values) fields.push({ name, value });
  }
  return fields;
}

/**
 * Where a plain-form search submission belongs: the canonical search URL with the typed text as its
 * query and the other filters of the request kept; undefined when the request carries no form text.
 * The typed text wins over a keyword already in the path (what the user just typed is what they ask for).
 */
export function plainFormSearchRedirect(language: LanguageCode, url: URL): string | undefined {
  const typed = url.searchParams.get(SEARCH_TEXT_FIELD);
  if (typed === null) return undefined;
  return jobSearchHref(language, { ...filtersFromLocation(url.pathname, url.search), query: typed });
}
