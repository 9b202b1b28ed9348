/** Work experiences (spec section 3): add, edit, delete; "Add your first work experience" when there are none. */
import { useTranslation } from 'react-i18next';
import type { ProfileWorkExperience } from '@sdk/generated/jobseeker/hooks';
import { useConfigLists } from '../form/config-options';
import { WithConfigLists } from '../form/with-config-lists';
import { EntryListSection } from '../page/entry-list-section';
import { useWorkExperienceChanges } from '../profile-queries';
import { WorkExperienceForm } from './work-experience-form';
import { WorkExperienceView } from './work-experience-view';

export function WorkExperienceSection({ entries }: { entries: readonly ProfileWorkExperience[] }) {
  const { t } = useTranslation('profile');
  const lists = useConfigLists();
  const { remove } = useWorkExperienceChanges();
  return (
    <EntryListSection
      section="workExperience"
      title={t('workExperience.title')}
      entries={entries}
      entryName={(entry) => t('workExperience.entryName', { title: entry.job_title, company: entry.company_name })}
      renderView={(entry) => <WorkExperienceView entry={entry} lists={lists.data} />}
      renderForm={(props) => <WithConfigLists>{(loaded) => <WorkExperienceForm {...props} lists={loaded} all={entries} />}</WithConfigLists>}
      remove={remove}
    />
  );
}
