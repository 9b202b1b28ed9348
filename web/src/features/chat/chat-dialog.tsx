/**
 * The chat's modal frame (report, delete, phrases, greetings, resume): a titled dialog over a mask,
 * focus kept inside and returned on close, Escape and the close button close it unless it is busy.
 */
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../lib/use-focus-trap';

/** The dialog's main action beside Cancel: a form's submit button (`form`) or a plain button (`onClick`). */
export interface DialogAction {
  label: string;
  form?: string;
  onClick?: () => void;
  disabled?: boolean;
  danger?: boolean;
}

interface ChatDialogProps {
  title: string;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  action?: DialogAction;
  /** An alert dialog (a confirmation) is announced as such. */
  alert?: boolean;
}

export function ChatDialog({ title, onClose, busy = false, children, action, alert = false }: ChatDialogProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  const panelRef = useFocusTrap<HTMLDivElement>(close, { focusContainer: true });
  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={panelRef}
        className="dialog chat-dialog"
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
      >
        <header className="chat-dialog__header">
          <h2 id={titleId} className="chat-dialog__title">
            {title}
          </h2>
          <button type="button" className="chat-dialog__close" onClick={close} disabled={busy} aria-label={t('dialog.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="chat-dialog__body">{children}</div>
        {action ? (
          <footer className="chat-dialog__footer">
            <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
              {t('dialog.cancel')}
            </button>
            <button
              type={action.form ? 'submit' : 'button'}
              form={action.form}
              className={action.danger ? 'button chat-button--danger' : 'button'}
              onClick={action.onClick}
              disabled={busy || action.disabled}
            >
              {action.label}
            </button>
          </footer>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
