/** One work experience in view mode: title, employer, period, the details that were filled in. */
import { useTranslation } from 'react-i18next';
import type { ProfileWorkExperience } from '@sdk/generated/jobseeker/hooks';
import { labelOf, type ProfileConfigLists } from '../form/config-options';
import { EntryPeriod } from '../form/entry-period';
import { MoneyAmount } from '../form/money-amount';
import { EntryDescription } from '../form/entry-description';

export function WorkExperienceView({ entry, lists }: { entry: ProfileWorkExperience; lists: ProfileConfigLists | undefined }) {
  const { t } = useTranslation('profile');
  const details = [labelOf(lists?.industry_lists, entry.industry_id), labelOf(lists?.job_functions, entry.job_function_id)].filter(Boolean);
  return (
    <>
      <h3 className="profile-entry__title" dir="auto">
        {entry.job_title}
      </h3>
      <p className="profile-entry__subtitle" dir="auto">
        {entry.company_name}
      </p>
      <p className="profile-entry__meta">
        <EntryPeriod start={entry.start_date} end={entry.end_date} ongoing={entry.is_currently_working} ongoingLabel={t('workExperience.present')} />
      </p>
      {details.length > 0 ? <p className="profile-entry__meta">{details.join(' · ')}</p> : null}
      {entry.salary !== null ? (
        <p className="profile-entry__meta">
          {t('workExperience.monthlySalary')} <MoneyAmount amount={entry.salary} currencyId={entry.currency_id} lists={lists} />
        </p>
      ) : null}
      <EntryDescription text={entry.description} />
      {entry.is_hidden_from_company ? <p className="profile-entry__flag">{t('workExperience.hiddenFromCompany')}</p> : null}
    </>
  );
}
