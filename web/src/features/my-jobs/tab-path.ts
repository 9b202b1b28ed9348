import type { LanguageCode } from '../../lib/languages';
import { localHref } from '../../lib/local-href';
import { DEFAULT_TAB, viewSearch, type MyJobsTab, type ViewQuery } from './my-jobs-url';

/** A tab's address; the recommended tab is the bare /recommended-job. */
export function tabPath(language: LanguageCode, tab: MyJobsTab, query: ViewQuery = { sort: undefined, page: 1 }): string {
  return `${localHref(language, '/:lang?/recommended-job/:tab?', { tab: tab === DEFAULT_TAB ? undefined : tab })}${viewSearch(query)}`;
}
