/**
 * A yes-or-no question before an action that changes things (block a company): an alert dialog with
 * Cancel and the action; the action's failure is shown inside and the dialog stays open.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  /** Why the action failed (already translated), or nothing. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, message, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const messageId = useId();
  const footer = (
    <>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
        {t('actions.cancel')}
      </button>
      <button type="button" className="button" onClick={onConfirm} disabled={busy}>
        {confirmLabel}
      </button>
    </>
  );
  return (
    <ModalDialog title={title} onClose={onCancel} busy={busy} alert descriptionId={messageId} footer={footer}>
      <p id={messageId} dir="auto">
        {message}
      </p>
      {error ? (
        <p role="alert" className="confirm-dialog__error">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  );
}
