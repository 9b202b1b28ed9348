/** The `?page=N` of a paged list. */

/** `?page=` as a page number ≥ 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
