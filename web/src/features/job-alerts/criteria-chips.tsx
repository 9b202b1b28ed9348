/** An alert's criteria as a row of chips ("All jobs" when it has none). */
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { criteriaChips, type AlertCriteria } from './alert-criteria';
import type { JobAlertConfigLists } from './job-alerts-queries';

export function CriteriaChips({ criteria, lists }: { criteria: AlertCriteria; lists: JobAlertConfigLists | undefined }) {
  const { t } = useTranslation('job-alerts');
  const chips = criteriaChips(criteria, lists, t, useIntlLocale());
  return (
    <ul className="job-alerts__chips" aria-label={t('criteria.label')}>
      {chips.length === 0 ? <li className="chip job-alerts__chip">{t('criteria.allJobs')}</li> : null}
      {chips.map((chip) => (
        <li key={chip} className="chip job-alerts__chip" dir="auto">
          {chip}
        </li>
      ))}
    </ul>
  );
}
