/** Step 3/4: the educations, added, changed and deleted in place; then done. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configListsQuery } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { educationsQuery, useEducationMutations, useRefreshProfile } from './complete-profile-queries';
import { segmentOf } from './complete-profile-steps';
import { EducationForm } from './education-form';
import { EntryCollection, type Editing } from './entry-collection';
import { formatPeriod } from './entry-period';
import { StepNav } from './step-nav';
import { useStepLinks } from './use-step-links';
import { EDUCATION_CONFIG_LISTS } from './profile-options';

export function EducationStep() {
  const { t } = useTranslation('complete-profile');
  const scope = useQueryScope();
  const locale = useIntlLocale();
  const list = useQuery(educationsQuery(scope));
  const lists = useQuery(configListsQuery(scope, EDUCATION_CONFIG_LISTS));
  const { remove } = useEducationMutations();
  const refresh = useRefreshProfile();
  const { stepPath } = useStepLinks();
  const [editing, setEditing] = useState<Editing>(null);
  const ready = list.data && lists.data ? { entries: list.data.educations, lists: lists.data } : undefined;

  return (
    <>
      <EntryCollection
        section="education"
        list={{
          data: ready?.entries,
          error: list.error ?? lists.error,
          refetch: () => Promise.all([list.refetch(), lists.refetch()]),
        }}
        editing={editing}
        onEditingChange={setEditing}
        summarize={(entry) => ({
          name: entry.school_name,
          title: entry.school_name,
          subtitle: entry.field_of_study ? t('education.levelAndField', { level: entry.education_level_value, field: entry.field_of_study }) : entry.education_level_value,
          period: formatPeriod(locale, entry.start_date, entry.end_date, t('education.present')),
        })}
        renderForm={(entry, onSaved, onCancel) => (ready ? <EducationForm entry={entry} lists={ready.lists} onSaved={onSaved} onCancel={onCancel} /> : null)}
        remove={(id) => remove.mutateAsync({ id })}
        removing={remove.isPending}
        onChanged={refresh}
      />
      <StepNav back={stepPath(segmentOf(2))} next={stepPath(segmentOf(4))} editing={editing !== null} />
    </>
  );
}
