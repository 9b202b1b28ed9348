/**
 * The filters of the job lists (saved, applied, communicated, interview, viewed): job type, work
 * arrangement, the application's status on the applied tab, and "Fits my preferences" (a toggle: only
 * the jobs one of the seeker's job preferences asks for). Each choice is a new address (page 1), so
 * reload and back keep it; the sort bar's Reset clears them with the order.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SelectField } from '../../components/select-field';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { ApplicationStatus } from './my-jobs-queries';
import type { FilterChange, FilterChoices } from './filter-choices';
import { ARRANGEMENTS, isJobListView, type MyJobsFilters, type MyJobsView } from './my-jobs-url';
import { tabPath } from './tab-path';

export function FilterBar({ view, choices }: { view: MyJobsView; choices: FilterChoices }) {
  const { t } = useTranslation('my-jobs');
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  // Without the config lists (still loading, or failed) the job type filter waits; the others work.
  const jobTypes = useQuery(configListsQuery(useQueryScope(), ['job_types'])).data?.job_types ?? [];
  const locationKey = useLocation().key;
  // Quick choices build on each other while their addresses are on their way (filter-choices.ts).
  useEffect(() => choices.committed(view.filters), [choices, view.filters]);
  if (!isJobListView(view)) return null;

  const choose = (change: FilterChange) => {
    const filters = choices.choose({ locationKey, filters: view.filters }, change);
    const sort = choices.sortFor({ locationKey, sort: view.sort });
    void navigate(tabPath(language, view.tab, { sort, page: 1, filters }), { preventScrollReset: true });
  };
  const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <div className="my-jobs-filters" role="group" aria-label={t('filters.label')}>
      <SelectField
        label={t('filters.jobType')}
        placeholder={t('filters.anyJobType')}
        options={jobTypes.map((option) => ({ value: String(option.id), label: option.value }))}
        value={view.filters.jobType === undefined ? '' : String(view.filters.jobType)}
        onChange={(event) => choose({ jobType: numberOrUndefined(event.target.value) })}
      />
      <SelectField
        label={t('filters.arrangement')}
        placeholder={t('filters.anyArrangement')}
        options={ARRANGEMENTS.map((id) => ({ value: String(id), label: t(`filters.arrangements.${id}`) }))}
        value={view.filters.arrangement === undefined ? '' : String(view.filters.arrangement)}
        onChange={(event) => choose({ arrangement: numberOrUndefined(event.target.value) as MyJobsFilters['arrangement'] })}
      />
      {view.tab === 'applied' ? (
        <SelectField
          label={t('filters.status')}
          placeholder={t('filters.anyStatus')}
          options={Object.values(ApplicationStatus).map((status) => ({ value: status, label: t(`applicationStatus.${status}`) }))}
          value={view.filters.status ?? ''}
          onChange={(event) => choose({ status: (event.target.value || undefined) as ApplicationStatus | undefined })}
        />
      ) : null}
      <button
        type="button"
        className="chip my-jobs-filters__toggle"
        aria-pressed={view.filters.fitsPreferences === true}
        // From the filters the press builds on: a second quick press turns it off again (filter-choices.ts).
        onClick={() => choose((base) => ({ fitsPreferences: base.fitsPreferences ? undefined : true }))}
      >
        {t('filters.fitsPreferences')}
      </button>
    </div>
  );
}
