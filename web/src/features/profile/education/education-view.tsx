/** One education in view mode: school, level and field, period, description. */
import { useTranslation } from 'react-i18next';
import type { ProfileEducation } from '@sdk/generated/jobseeker/hooks';
import { EntryPeriod } from '../form/entry-period';
import { EntryDescription } from '../form/entry-description';

export function EducationView({ entry }: { entry: ProfileEducation }) {
  const { t } = useTranslation('profile');
  const degree = [entry.education_level_value, entry.field_of_study].filter(Boolean).join(' · ');
  return (
    <>
      <h3 className="profile-entry__title" dir="auto">
        {entry.school_name}
      </h3>
      <p className="profile-entry__subtitle" dir="auto">
        {degree}
      </p>
      <p className="profile-entry__meta">
        <EntryPeriod start={entry.start_date} end={entry.end_date} ongoing={entry.is_currently_attending} ongoingLabel={t('education.present')} />
      </p>
      <EntryDescription text={entry.description} />
    </>
  );
}
