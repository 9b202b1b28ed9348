/** Licenses and certifications: add, edit, delete. */
import { useTranslation } from 'react-i18next';
import type { ProfileLicenseCertification } from '@sdk/generated/jobseeker/hooks';
import { EntryListSection } from '../page/entry-list-section';
import { useLicenseChanges } from '../profile-queries';
import { LicenseForm } from './license-form';
import { LicenseView } from './license-view';

export function LicensesSection({ entries }: { entries: readonly ProfileLicenseCertification[] }) {
  const { t } = useTranslation('profile');
  const { remove } = useLicenseChanges();
  return (
    <EntryListSection
      section="licenses"
      title={t('licenses.title')}
      entries={entries}
      entryName={(entry) => entry.name}
      renderView={(entry) => <LicenseView entry={entry} />}
      renderForm={(props) => <LicenseForm {...props} />}
      remove={remove}
    />
  );
}
