/**
 * The order of the tab's list (newest, relevance, highest salary; best fit on the job lists): links that
 * keep the tab and its filters and go back to page 1, and a reset to the list's own order without filters.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { languageAtom } from '../../lib/session-atoms';
import type { FilterChoices } from './filter-choices';
import { defaultSortOf, hasFilters, sortsOf, type MyJobsView } from './my-jobs-url';
import { tabPath } from './tab-path';

/** `choices`: the filters' (filter-choices.ts), told of each sort followed, so a quick filter keeps it. */
export function SortBar({ view, choices }: { view: MyJobsView; choices: FilterChoices }) {
  const { t } = useTranslation('my-jobs');
  const language = useAtomValue(languageAtom);
  const chosen = view.sort ?? defaultSortOf(view.tab);
  const locationKey = useLocation().key;
  return (
    <nav className="my-jobs-sort" aria-label={t('sort.label')}>
      <span className="my-jobs-sort__label" aria-hidden="true">
        {t('sort.label')}
      </span>
      <ul className="my-jobs-sort__list">
        {sortsOf(view.tab).map((sort) => (
          <li key={sort}>
            <Link
              className="chip"
              to={tabPath(language, view.tab, { sort, page: 1, filters: view.filters })}
              aria-current={sort === chosen ? 'true' : undefined}
              onClick={() => choices.sortChosen(locationKey, sort)}
              preventScrollReset
            >
              {t(`sort.${sort}`)}
            </Link>
          </li>
        ))}
      </ul>
      {view.sort || hasFilters(view.filters) ? (
        <Link className="button button--link my-jobs-sort__reset" to={tabPath(language, view.tab)} onClick={() => choices.sortChosen(locationKey, undefined)} preventScrollReset>
          {t('sort.reset')}
        </Link>
      ) : null}
    </nav>
  );
}
