/** The canonical form of filters: exactly what encode and decode preserve. */
import { BOOLEAN_FILTERS, JobSearchSort, STRING_LIST_FILTERS, WORK_ARRANGEMENTS, type BooleanFilter, type JobSearchFilters, type WorkArrangement } from './types';

// Lone surrogates make encodeURIComponent throw; replacing them keeps encode total.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Trimmed, inner whitespace collapsed to one space. */
export function normalizeQuery(query: unknown): string {
  if (typeof query !== 'string') return '';
  return wellFormed(query).replace(/\s+/g, ' ').trim();
}

/**
 * Trimmed, non-empty, first occurrence kept. A comma separates values: the URL cannot keep one inside a
 * value (decode.ts reads "%2C" as "," because the server's router re-encodes "," as "%2C").
 */
export function normalizeValues(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    for (const part of wellFormed(value).split(',')) {
      const clean = part.trim();
      if (clean) seen.add(clean);
    }
  }
  return [...seen];
}

export function isWorkArrangement(value: unknown): value is WorkArrangement {
  return typeof value === 'string' && (WORK_ARRANGEMENTS as readonly string[]).includes(value);
}

export function isBooleanFilter(field: keyof JobSearchFilters): field is BooleanFilter {
  return (BOOLEAN_FILTERS as readonly string[]).includes(field);
}

export function isSort(value: unknown): value is JobSearchSort {
  return (Object.values(JobSearchSort) as unknown[]).includes(value);
}

/** Newest first without a query, relevance with one (spec section 9). */
export function defaultSort(filters: Pick<JobSearchFilters, 'query'>): JobSearchSort {
  return normalizeQuery(filters.query) ? JobSearchSort.Relevance : JobSearchSort.Newest;
}

export function normalizeFilters(filters: JobSearchFilters): JobSearchFilters {
  const out: JobSearchFilters = {};
  const query = normalizeQuery(filters.query);
  if (query) out.query = query;

  for (const key of STRING_LIST_FILTERS) {
    const values = normalizeValues(filters[key]);
    if (values.length > 0) out[key] = values;
  }
  const arrangements = normalizeValues(filters.workArrangements).filter(isWorkArrangement);
  if (arrangements.length > 0) out.workArrangements = arrangements;

  for (const key of BOOLEAN_FILTERS) if (filters[key] === true) out[key] = true;
  // Page 1 is the default, so it is dropped like any other default.
  if (typeof filters.page === 'number' && Number.isSafeInteger(filters.page) && filters.page > 1) {
    out.page = filters.page;
  }
  if (isSort(filters.sort) && filters.sort !== defaultSort(out)) out.sort = filters.sort;
  return out;
}
