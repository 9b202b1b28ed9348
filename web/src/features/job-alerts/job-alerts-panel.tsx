/** The account settings page's job-alerts tab (W16): the same list as the manage modal, on the page. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JobAlertList } from './job-alert-list';
import './job-alerts.css';

export function JobAlertsPanel() {
  const { t } = useTranslation('job-alerts');
  const titleId = useId();
  return (
    <section className="section job-alerts__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        {t('manage.title')}
      </h2>
      <p className="job-alerts__intro">{t('manage.intro')}</p>
      <JobAlertList />
    </section>
  );
}
