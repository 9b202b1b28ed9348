/** What the resume dialogs share: Cancel beside the action (busy while it runs), and the delete confirmation. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { ResumeAlert } from './resume-alert';

interface DialogFooterProps {
  onCancel: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** The form the action submits; without it the action is a plain button calling `onAction`. */
  formId?: string;
  onAction?: () => void;
  danger?: boolean;
}

export function DialogFooter({ onCancel, pending, label, pendingLabel, formId, onAction, danger = false }: DialogFooterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
        {t('actions.cancel')}
      </button>
      <button
        type={formId ? 'submit' : 'button'}
        form={formId}
        onClick={formId ? undefined : onAction}
        className={danger ? 'button resumes-danger' : 'button'}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}

interface ConfirmDeleteDialogProps {
  title: string;
  question: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** An alert dialog: the question describes it; the server's refusal stays in it. */
export function ConfirmDeleteDialog({ title, question, pending, error, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('resumes');
  const descriptionId = useId();
  return (
    <ModalDialog
      alert
      title={title}
      descriptionId={descriptionId}
      onClose={onClose}
      busy={pending}
      footer={<DialogFooter onCancel={onClose} pending={pending} label={t('delete.confirm')} pendingLabel={t('delete.deleting')} onAction={onConfirm} danger />}
    >
      <p id={descriptionId} className="resumes-dialog__lead">
        {question}
      </p>
      <ResumeAlert error={error} />
    </ModalDialog>
  );
}
