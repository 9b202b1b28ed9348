/** Typed builders for every in-app path; all of them carry the language prefix rule. */
import { encodeJobSearchUrl } from './job-search-url/encode';
import type { JobSearchFilters } from './job-search-url/types';
import type { LanguageCode } from './languages';
import { withLanguage } from './resolve-language';

export type CompanyTab = 'about' | 'life' | 'jobs';

export const paths = {
  home: (language: LanguageCode) => withLanguage('/', language),
  jobSearch: (language: LanguageCode, filters: JobSearchFilters = {}) => withLanguage(encodeJobSearchUrl(filters), language),
  jobDetail: (language: LanguageCode, slug: string) => withLanguage(`/job/${encodeURIComponent(slug)}`, language),
  company: (language: LanguageCode, slug: string, tab: CompanyTab = 'about') =>
    withLanguage(tab === 'about' ? `/company/${encodeURIComponent(slug)}` : `/company/${encodeURIComponent(slug)}/${tab}`, language),
  companies: (language: LanguageCode) => withLanguage('/companies', language),
  remoteJobs: (language: LanguageCode) => withLanguage(encodeJobSearchUrl({ workArrangements: ['remote'] }), language),
  onsiteJobs: (language: LanguageCode) => withLanguage(encodeJobSearchUrl({ workArrangements: ['onsite'] }), language),
  getStarted: (language: LanguageCode) => withLanguage('/get-started', language),
} as const;

/** The numeric id at the end of a slug ("senior-accountant-1234" → 1234). */
export function idFromSlug(slug: string | undefined): number | undefined {
  const match = /(\d+)$/.exec(slug ?? '');
  return match ? Number(match[1]) : undefined;
}
