/**
 * The account settings page's job-alerts tab (W16): the same list as the manage modal, on the page.
 * The settings page gives the tab its section and heading.
 */
import { useTranslation } from 'react-i18next';
import { JobAlertList } from './job-alert-list';
import './job-alerts.css';

export function JobAlertsPanel() {
  const { t } = useTranslation('job-alerts');
  return (
    <div className="job-alerts__panel">
      <p className="job-alerts__intro">{t('manage.intro')}</p>
      <JobAlertList />
    </div>
  );
}
