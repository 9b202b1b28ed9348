/** A yes-or-no question over the page (leave, delete, save a duplicate): the shared modal dialog as an alert dialog. */
import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Destructive actions get the danger style. */
  danger?: boolean;
  /** A failure of the confirmed action, shown in the dialog. */
  error?: string | null;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, danger = false, error }: ConfirmDialogProps) {
  const descriptionId = useId();
  return (
    <ModalDialog
      title={title}
      onClose={onCancel}
      busy={busy}
      alert
      descriptionId={descriptionId}
      className="profile-confirm"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={danger ? 'button profile-button--danger' : 'button'} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div id={descriptionId}>{children}</div>
      {error ? (
        <p className="text-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  );
}
