/**
 * The search form: text (with suggestions and history), location (grouped by region) and submit.
 * Submitting keeps the other filters and starts again at page 1.
 */
import { memo, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { SEARCH_LOCATION_FIELD, SEARCH_TEXT_FIELD, searchFormHiddenFields } from '../../lib/job-search-url/plain-form';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import { languageAtom } from '../../lib/session-atoms';
import { locationGroups, type LocationGroup } from './filter-options';
import { QueryCombobox } from './query-combobox';
import type { useSearchHistory } from './use-search-history';
import { trackEvent } from '../../lib/tracking/tracker-slot';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import type { SearchConfigLists } from './job-search-queries';

interface SearchBoxProps {
  filters: JobSearchFilters;
  lists: SearchConfigLists | undefined;
  history: ReturnType<typeof useSearchHistory>;
  onSearch: (next: JobSearchFilters) => void;
}

const NO_GROUPS: readonly LocationGroup[] = [];

/** Hundreds of locations: rendered again only when the lists change, not on every search. */
const LocationOptions = memo(function LocationOptions({ groups }: { groups: readonly LocationGroup[] }) {
  return groups.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </optgroup>
  ));
});

/** Memoized: the page renders it again only when its filters, lists or history change (job-search-page.tsx). */
export const SearchBox = memo(function SearchBox({ filters, lists, history, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('job-search');
  const language = useAtomValue(languageAtom);
  const urlQuery = filters.query ?? '';
  const urlLocation = filters.locations?.[0] ?? '';
  const [text, setText] = useState(urlQuery);
  const [location, setLocation] = useState(urlLocation);
  const locationRef = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(locationRef, location, setLocation);
  // Follow the URL (back/forward, a hot search, a suggestion) without an effect.
  const [seen, setSeen] = useState({ urlQuery, urlLocation });
  if (seen.urlQuery !== urlQuery || seen.urlLocation !== urlLocation) {
    setSeen({ urlQuery, urlLocation });
    setText(urlQuery);
    setLocation(urlLocation);
  }

  function search(query: string) {
    const clean = query.replace(/\s+/g, ' ').trim();
    if (clean) history.add(clean);
    // An untouched select keeps every location of the URL, a changed one replaces them.
    const locations = location === urlLocation ? filters.locations : location ? [location] : undefined;
    // What the URL will say: when it arrives it must not overwrite what the user typed meanwhile.
    setSeen({ urlQuery: clean, urlLocation: locations?.[0] ?? '' });
    onSearch({ ...filters, query: clean || undefined, locations });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the field holds, typed before hydration too (React's state may not have seen it).
    const typed = String(new FormData(event.currentTarget).get(SEARCH_TEXT_FIELD) ?? text);
    trackEvent('search_click', { query: typed.trim(), page: 'job_search' });
    search(typed);
  }

  const groups = useMemo(() => (lists ? locationGroups(lists) : NO_GROUPS), [lists]);
  return (
    // A plain GET form until hydrated: its text, location and the other filters (hidden fields) go to the
    // search page, which sends them on to the canonical URL (lib/job-search-url/plain-form.ts).
    <form className="job-search-box" role="search" aria-label={t('search.label')} method="get" action={jobSearchHref(language)} onSubmit={onSubmit}>
      <QueryCombobox
        value={text}
        onChange={setText}
        onPick={(query) => {
          setText(query);
          search(query);
        }}
        history={history}
      />
      <label className="job-search-box__location">
        <span className="visually-hidden">{t('search.location')}</span>
        <select ref={locationRef} className="select" name={SEARCH_LOCATION_FIELD} value={location} onChange={(event) => setLocation(event.currentTarget.value)}>
          <option value="">{t('search.anyLocation')}</option>
          <LocationOptions groups={groups} />
        </select>
      </label>
      <button type="submit" className="button job-search-box__submit">
        {t('search.submit')}
      </button>
      {/* After the select: a kept location follows the shown one, in the URL as on the page. */}
      {searchFormHiddenFields(filters).map((field, index) => (
        <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
      ))}
    </form>
  );
});
