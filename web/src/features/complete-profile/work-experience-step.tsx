/** Step 2/4 (`10`, `1101`): the work experiences, added, changed and deleted in place; then education. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { getCountry } from '../../lib/countries';
import { useQueryScope } from '../../lib/query-scope';
import { countryAtom } from '../../lib/session-atoms';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { useRefreshProfile, useWorkExperienceMutations, workExperiencesQuery } from './complete-profile-queries';
import { segmentOf } from './complete-profile-steps';
import { EntryCollection, type Editing } from './entry-collection';
import { formatPeriod } from './entry-period';
import { siteCurrencyId, WORK_EXPERIENCE_CONFIG_LISTS } from './profile-options';
import { StepNav } from './step-nav';
import { useStepLinks } from './use-step-links';
import { WorkExperienceForm } from './work-experience-form';

export function WorkExperienceStep() {
  const { t } = useTranslation('complete-profile');
  const scope = useQueryScope();
  const locale = useIntlLocale();
  const country = getCountry(useAtomValue(countryAtom));
  const list = useQuery(workExperiencesQuery(scope));
  const lists = useQuery(configListsQuery(scope, WORK_EXPERIENCE_CONFIG_LISTS));
  const { remove } = useWorkExperienceMutations();
  const refresh = useRefreshProfile();
  const { stepPath } = useStepLinks();
  const [editing, setEditing] = useState<Editing>(null);
  const ready = list.data && lists.data ? { entries: list.data.work_experiences, lists: lists.data } : undefined;

  return (
    <>
      <EntryCollection
        section="workExperience"
        list={{
          data: ready?.entries,
          error: list.error ?? lists.error,
          refetch: () => Promise.all([list.refetch(), lists.refetch()]),
        }}
        editing={editing}
        onEditingChange={setEditing}
        summarize={(entry) => ({
          name: t('workExperience.name', { title: entry.job_title, company: entry.company_name }),
          title: entry.job_title,
          subtitle: entry.company_name,
          period: formatPeriod(locale, entry.start_date, entry.end_date, t('workExperience.present')),
        })}
        renderForm={(entry, onSaved, onCancel) =>
          ready ? (
            <WorkExperienceForm entry={entry} lists={ready.lists} siteCurrencyId={siteCurrencyId(ready.lists, country.currency)} onSaved={onSaved} onCancel={onCancel} />
          ) : null
        }
        remove={(id) => remove.mutateAsync({ id })}
        removing={remove.isPending}
        onChanged={refresh}
      />
      <StepNav back={stepPath(segmentOf(1))} next={stepPath(segmentOf(3))} editing={editing !== null} />
    </>
  );
}
