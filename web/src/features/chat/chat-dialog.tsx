/**
 * The chat's dialogs (report, delete, phrases, greetings, resume): the shared ModalDialog with the
 * chat's usual footer, Cancel beside one main action.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';

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
  const footer = action ? (
    <>
      <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
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
    </>
  ) : undefined;
  return (
    <ModalDialog title={title} onClose={onClose} busy={busy} alert={alert} footer={footer} className="chat-dialog">
      {children}
    </ModalDialog>
  );
}
