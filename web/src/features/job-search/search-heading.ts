/** The page's <h1> and document title, from the query, a single location and the country site. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import type { CountryKey } from '../../lib/countries';
import { countryAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { locationLabel } from './filter-options';
import type { SearchConfigLists } from './job-search-queries';

/** The seo value as words when the config lists do not know it ("quezon-city" → "quezon city"). */
function fallbackLabel(seo: string): string {
  return seo.replace(/-/g, ' ');
}

function sentenceCase(text: string, language: string): string {
  const first = text.charAt(0);
  return first ? first.toLocaleUpperCase(language) + text.slice(1) : text;
}

export function useSearchHeading(filters: JobSearchFilters, lists: SearchConfigLists | undefined): string {
  const { t, i18n } = useTranslation('job-search');
  const country = useAtomValue(countryAtom);
  return searchHeading(t, i18n.language, country, filters, lists);
}

/** The heading without hooks, for the page's head on the server. `t` is bound to the job-search namespace. */
export function searchHeading(t: TFunction, language: string, country: CountryKey, filters: JobSearchFilters, lists: SearchConfigLists | undefined): string {
  const query = filters.query;
  const onlyLocation = filters.locations?.length === 1 ? filters.locations[0] : undefined;
  let heading: string;
  if (onlyLocation) {
    const location = locationLabel(lists, onlyLocation) ?? fallbackLabel(onlyLocation);
    heading = query ? t('title.queryLocation', { query, location }) : t('title.location', { location });
  } else if (country === 'com') {
    heading = query ? t('title.queryGlobal', { query }) : t('title.global');
  } else {
    const countryName = t(`countries.${country}`);
    heading = query ? t('title.queryCountry', { query, country: countryName }) : t('title.country', { country: countryName });
  }
  return sentenceCase(heading, language);
}

/** Mirrors the heading (and the page number) in the browser tab; restores the previous title on leaving. */
export function useSearchDocumentTitle(heading: string, page: number): void {
  const { t } = useTranslation('job-search');
  useDocumentTitle(searchDocumentTitle(t, heading, page));
}

export function searchDocumentTitle(t: TFunction, heading: string, page: number): string {
  return page > 1 ? t('meta.titlePaged', { title: heading, page }) : t('meta.title', { title: heading });
}
