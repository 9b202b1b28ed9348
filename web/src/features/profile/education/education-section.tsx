/** Educations (spec section 3): add, edit, delete; an invitation to add the first one when there are none. */
import { useTranslation } from 'react-i18next';
import type { ProfileEducation } from '@sdk/generated/jobseeker/hooks';
import { WithConfigLists } from '../form/with-config-lists';
import { EntryListSection } from '../page/entry-list-section';
import { useEducationChanges } from '../profile-queries';
import { EducationForm } from './education-form';
import { EducationView } from './education-view';

export function EducationSection({ entries }: { entries: readonly ProfileEducation[] }) {
  const { t } = useTranslation('profile');
  const { remove } = useEducationChanges();
  return (
    <EntryListSection
      section="education"
      title={t('education.title')}
      entries={entries}
      entryName={(entry) => entry.school_name}
      renderView={(entry) => <EducationView entry={entry} />}
      renderForm={(props) => <WithConfigLists>{(lists) => <EducationForm {...props} lists={lists} all={entries} />}</WithConfigLists>}
      remove={remove}
    />
  );
}
