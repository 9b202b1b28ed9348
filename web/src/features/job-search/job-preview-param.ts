/**
 * The job previewed beside the search results (wide screens): `?job=<id>` beside the search's own
 * parameters. It is not part of the search, so a change of filters drops it, and the canonical
 * address never carries it.
 */
export const PREVIEW_PARAM = 'job';

function queryParts(search: string): string[] {
  return search.replace(/^\?/, '').split('&').filter(Boolean);
}

function isPreviewPart(part: string): boolean {
  return part.split('=')[0] === PREVIEW_PARAM;
}

/** The previewed job's id, when the address names a usable one. */
export function previewIdFromSearch(search: string): number | undefined {
  const value = new URLSearchParams(search).get(PREVIEW_PARAM);
  return value !== null && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : undefined;
}

/** The query without the preview: the search's own parameters, written as they were. */
export function searchWithoutPreview(search: string): string {
  const kept = queryParts(search).filter((part) => !isPreviewPart(part));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** The same search with `jobId` previewed; the other parameters keep their spelling (commas stay commas). */
export function searchWithPreview(search: string, jobId: number): string {
  return `?${[...queryParts(searchWithoutPreview(search)), `${PREVIEW_PARAM}=${jobId}`].join('&')}`;
}
