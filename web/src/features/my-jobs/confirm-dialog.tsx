/** A question before an action that is hard to take back: what it does, the call's refusal if any, Cancel and the action. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { describeError } from '../../lib/describe-error';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ title, message, confirmLabel, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation(['my-jobs', 'errors']);
  const descriptionId = useId();
  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      busy={busy}
      alert
      descriptionId={descriptionId}
      className="my-jobs-dialog"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className="button" onClick={onConfirm} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p id={descriptionId} dir="auto">
        {message}
      </p>
      {error ? (
        <p className="my-jobs-dialog__error" role="alert">
          {describeError(error, t)}
        </p>
      ) : null}
    </ModalDialog>
  );
}
