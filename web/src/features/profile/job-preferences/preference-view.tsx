/** One job preference in view mode: the title with its work arrangement, what and where, the expected salary. */
import { useTranslation } from 'react-i18next';
import type { JobPreference } from '@sdk/generated/jobseeker/hooks';
import { formatSalary, SALARY_TYPES } from '../../../lib/format-salary';
import { useIntlLocale } from '../../../lib/use-intl-locale';
import { labelOf, locationLabel, type ProfileConfigLists } from '../form/config-options';

export function PreferenceView({ entry, lists }: { entry: JobPreference; lists: ProfileConfigLists | undefined }) {
  const { t } = useTranslation(['profile', 'common']);
  const locale = useIntlLocale();
  const place = entry.work_arrangement === 'remote' ? entry.timezone?.replace(/_/g, ' ') : locationLabel(lists, entry.location_id);
  const details = [labelOf(lists?.industry_lists, entry.industry_id), labelOf(lists?.job_types, entry.job_type_id), place, labelOf(lists?.language_lists, entry.work_language_id)].filter(Boolean);
  const currency = lists?.currency_lists.find((option) => option.id === entry.currency_id)?.key;
  const salaryType = SALARY_TYPES[entry.salary_type_id - 1] ?? 'monthly';
  const salary = currency ? formatSalary({ salary_from: entry.salary_from, salary_to: entry.salary_to, currency, salary_type: salaryType }, locale) : null;
  const availability = labelOf(lists?.notice_period_lists, entry.notice_period_id);
  return (
    <>
      <div className="profile-entry__head">
        <h3 className="profile-entry__title" dir="auto">
          {entry.job_title}
        </h3>
        <span className="chip profile-entry__chip">{t(`common:workArrangement.${entry.work_arrangement}`)}</span>
      </div>
      {details.length > 0 ? <p className="profile-entry__meta">{details.join(' · ')}</p> : null}
      {salary ? (
        <p className="profile-entry__meta">
          {salary.amount ? `${salary.amount} · ` : ''}
          {t(`common:${salary.typeKey}`)}
        </p>
      ) : null}
      {availability ? <p className="profile-entry__meta">{t('jobPreferences.availableIn', { period: availability })}</p> : null}
      {entry.is_open_to_work ? <p className="profile-entry__flag">{t('jobPreferences.openToWork')}</p> : null}
    </>
  );
}
