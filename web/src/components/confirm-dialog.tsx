/**
 * A yes-or-no question over the page before an action that is hard to take back (leave with edits,
 * delete, block, unsave, withdraw): the shared modal dialog as an alert dialog, its text as the
 * description, and the confirmed call's refusal shown inside while the dialog stays open.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Destructive actions get the danger style. */
  danger?: boolean;
  /** A failure of the confirmed action, in words. */
  error?: string | null;
  /** The panel's class (its width). */
  className?: string;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, danger = false, error, className = 'confirm-dialog' }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const descriptionId = useId();
  return (
    <ModalDialog
      title={title}
      onClose={onCancel}
      busy={busy}
      alert
      descriptionId={descriptionId}
      className={className}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('actions.cancel')}
          </button>
          <button type="button" className={danger ? 'button button--danger' : 'button'} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div id={descriptionId} dir="auto">
        {children}
      </div>
      {error ? (
        <p className="text-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  );
}
