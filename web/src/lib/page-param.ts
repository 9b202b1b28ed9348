/** The `?page=N` of a paged list: read it back, and build the link of a page (page 1 carries none). */

/** `?page=` as a page number ≥ 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `path` on page `page`: `/remote-jobs?page=2`, and `/remote-jobs` itself for page 1. */
export function withPageParam(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
