/**
 * An alert's criteria as a row of chips ("All jobs" when it has none): locations and job types by their
 * names in the page language (from the config lists, which it reads itself: one cached query for the
 * page), the minimum salary in the site's currency.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { currencyOfCountry } from '../../lib/currency-rates-queries';
import { useQueryScope } from '../../lib/query-scope';
import { countryAtom } from '../../lib/session-atoms';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { criteriaChips, type AlertCriteria, type ChipLists } from './alert-criteria';
import { JOB_ALERT_CONFIG_LISTS } from './job-alert-config-lists';

export function CriteriaChips({ criteria }: { criteria: AlertCriteria }) {
  const { t } = useTranslation('job-alerts');
  const query = useQuery(configListsQuery(useQueryScope(), JOB_ALERT_CONFIG_LISTS));
  const lists: ChipLists = query.data ? { status: 'success', lists: query.data } : { status: query.isError ? 'error' : 'pending' };
  const chips = criteriaChips(criteria, lists, { t, locale: useIntlLocale(), currency: currencyOfCountry(useAtomValue(countryAtom)) });
  return (
    <ul className="job-alerts__chips" aria-label={t('criteria.label')}>
      {chips.length === 0 ? <li className="chip job-alerts__chip">{t('criteria.allJobs')}</li> : null}
      {chips.map((chip) => (
        <li key={chip.key} className={chip.pending ? 'chip job-alerts__chip job-alerts__chip--pending' : 'chip job-alerts__chip'} aria-busy={chip.pending || undefined} dir="auto">
          {chip.text}
        </li>
      ))}
    </ul>
  );
}
