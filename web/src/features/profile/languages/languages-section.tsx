/** Languages with their proficiency (spec section 3): add, change the proficiency, delete. */
import { useTranslation } from 'react-i18next';
import type { ProfileLanguage } from '@sdk/generated/jobseeker/hooks';
import { WithConfigLists } from '../form/with-config-lists';
import { EntryListSection } from '../page/entry-list-section';
import { useLanguageChanges } from '../profile-queries';
import { LanguageForm } from './language-form';

export function LanguagesSection({ entries }: { entries: readonly ProfileLanguage[] }) {
  const { t } = useTranslation('profile');
  const { remove } = useLanguageChanges();
  return (
    <EntryListSection
      section="languages"
      title={t('languages.title')}
      entries={entries}
      entryName={(entry) => entry.language_value}
      renderView={(entry) => (
        <>
          <h3 className="profile-entry__title" dir="auto">
            {entry.language_value}
          </h3>
          <p className="profile-entry__meta">{t(`languages.level.${entry.proficiency}`)}</p>
        </>
      )}
      renderForm={(props) => <WithConfigLists>{(lists) => <LanguageForm {...props} lists={lists} />}</WithConfigLists>}
      remove={remove}
    />
  );
}
