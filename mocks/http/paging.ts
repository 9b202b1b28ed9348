/** The contracts' paging fields (common.yaml Pagination) over an in-memory list. */
export interface PageFields {
  page: number;
  size: number;
  total_num: number;
  total_page: number;
}

/** One page of `items` (pages are one-based), projected, with the paging fields every list reply carries. */
export function pageOf<T, R>(items: readonly T[], page: number, size: number, project: (item: T) => R): PageFields & { items: R[] } {
  const start = (page - 1) * size;
  return {
    items: items.slice(start, start + size).map(project),
    page,
    size,
    total_num: items.length,
    total_page: Math.ceil(items.length / size),
  };
}
