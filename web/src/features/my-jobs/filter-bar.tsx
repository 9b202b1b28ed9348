/**
 * The filters of the job lists (saved, applied, communicated, interview, viewed): job type, work
 * arrangement, and the application's status on the applied tab. Each choice is a new address (page 1),
 * so reload and back keep it; the sort bar's Reset clears them with the order.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SelectField } from '../../components/select-field';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { ApplicationStatus } from './my-jobs-queries';
import { ARRANGEMENTS, FILTERED_TABS, type MyJobsFilters, type MyJobsView } from './my-jobs-url';
import { tabPath } from './tab-path';

export function FilterBar({ view }: { view: MyJobsView }) {
  const { t } = useTranslation('my-jobs');
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  // Without the config lists (still loading, or failed) the job type filter waits; the others work.
  const jobTypes = useQuery(configListsQuery(useQueryScope(), ['job_types'])).data?.job_types ?? [];
  // A second choice made before the first one's address is on screen builds on the first, not on the
  // filters still shown (two quick choices would otherwise keep only the last).
  const lastChoice = useRef<{ madeOn: string; filters: MyJobsFilters } | null>(null);
  if (!FILTERED_TABS.includes(view.tab)) return null;

  const choose = (change: Partial<MyJobsFilters>) => {
    const shown = JSON.stringify(view.filters);
    const base = lastChoice.current?.madeOn === shown ? lastChoice.current.filters : view.filters;
    const filters = { ...base, ...change };
    lastChoice.current = { madeOn: shown, filters };
    void navigate(tabPath(language, view.tab, { sort: view.sort, page: 1, filters }), { preventScrollReset: true });
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
    </div>
  );
}
