/**
 * The page's <h1> and document title (and, through the head, its meta description), from the query, a
 * single location and the country site. The query is named as the config lists name it when it is a job
 * title or function ("accountant" → "Accountant", "経理担当", "محاسب"), else in the user's own words.
 * A label keeps the case the config service gives it, so no catalog puts the query mid-sentence where
 * the language has capitals: it leads the heading ("Contador: vagas nas Filipinas"), never "Vagas de Contador…".
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import type { CountryKey } from '../../lib/countries';
import { countryAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { locationLabel } from './filter-options';
import type { SearchConfigLists } from './job-search-queries';
import { queryLabel } from './query-label';

/** The seo value as words when the config lists do not know it ("quezon-city" → "quezon city"). */
function fallbackLabel(seo: string): string {
  return seo.replace(/-/g, ' ');
}

/**
 * A heading that starts with the user's words starts with a capital ("nurse jobs…" → "Nurse jobs…"),
 * unless their first word has capitals of its own: "iPhone" stays as typed.
 */
function sentenceCase(text: string, language: string): string {
  const firstWord = text.split(/\s/, 1)[0] ?? '';
  if (firstWord !== firstWord.toLocaleLowerCase(language)) return text;
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
  const query = filters.query ? queryLabel(lists, filters.query) : undefined;
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
