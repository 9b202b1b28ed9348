/** The shared confirmation with this page's Cancel and the call's refusal in words. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describeError } from '../../lib/describe-error';

interface ConfirmActionProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmAction({ title, message, confirmLabel, busy, error, onConfirm, onClose }: ConfirmActionProps) {
  const { t } = useTranslation('my-jobs');
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('confirm.cancel')}
      busy={busy}
      error={error ? describeError(error, t) : null}
      onConfirm={onConfirm}
      onCancel={onClose}
      className="my-jobs-dialog"
    >
      <p dir="auto">{message}</p>
    </ConfirmDialog>
  );
}
