/** The manage modal (W15): the user's alerts, each to update or delete. */
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { JobAlertList } from './job-alert-list';

export function ManageJobAlertsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('job-alerts');
  return (
    <ModalDialog title={t('manage.title')} onClose={onClose} className="job-alerts__dialog">
      <JobAlertList />
    </ModalDialog>
  );
}
