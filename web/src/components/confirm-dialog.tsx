/**
 * A yes-or-no question over the page before an action that is hard to take back: the shared modal
 * dialog as an alert dialog, its text as the description, the confirmed call's refusal shown inside.
 * (The profile feature's own copy, features/profile/page/confirm-dialog.tsx, has the same shape.)
 */
import { useId, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** A failure of the confirmed action, in words. */
  error?: string | null;
  /** The panel's class (its width). */
  className?: string;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, error, className }: ConfirmDialogProps) {
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
            {cancelLabel}
          </button>
          <button type="button" className="button" onClick={onConfirm} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
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
