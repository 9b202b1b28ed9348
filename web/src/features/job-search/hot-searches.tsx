/** Popular job titles as chips; each is a real link to its search. Hidden while loading or on failure. */
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HotJobTitle } from '@sdk/generated/reco/hooks';
import { useQueryScope } from '../../lib/query-scope';
import { hotJobTitlesQuery } from './job-search-queries';

/** The contract links a hot title as "{seo_value}-jobs": its seo value read as words is the query. */
export function hotQuery(title: HotJobTitle): string {
  return (title.seo_value || title.value).replace(/-/g, ' ');
}

/** Memoized, with stable props: a new search does not re-render the chips, which never change with it. */
export const HotSearches = memo(function HotSearches({ hrefForQuery, onPick }: { hrefForQuery: (query: string) => string; onPick: (query: string) => void }) {
  const { t } = useTranslation('job-search');
  const hot = useQuery(hotJobTitlesQuery(useQueryScope()));
  const titles = hot.data?.hot_job_titles ?? [];
  if (titles.length === 0) return null;
  return (
    <nav className="job-search-hot" aria-label={t('search.hot')}>
      <span className="job-search-hot__label" aria-hidden="true">
        {t('search.hot')}
      </span>
      <ul className="job-search-hot__list">
        {titles.map((title) => {
          const query = hotQuery(title);
          return (
            <li key={title.id}>
              <Link className="chip" to={hrefForQuery(query)} onClick={() => onPick(query)}>
                {title.value}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
