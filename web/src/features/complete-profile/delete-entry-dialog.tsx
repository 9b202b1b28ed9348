/** "Delete this entry?": a confirmation that shows its own failure and can be cancelled. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { ModalDialog } from '../../components/modal-dialog';
import { describeError } from '../../lib/describe-error';

interface DeleteEntryDialogProps {
  title: string;
  message: string;
  remove: () => Promise<unknown>;
  pending: boolean;
  onDeleted: () => void;
  /** The entry was already gone (40004): the list is read again. */
  onGone: () => void;
  onClose: () => void;
}

export function DeleteEntryDialog({ title, message, remove, pending, onDeleted, onGone, onClose }: DeleteEntryDialogProps) {
  const { t } = useTranslation(['complete-profile', 'errors']);
  const messageId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await remove();
    } catch (error) {
      if (isApiError(error, ErrorCode.NotFound)) onGone();
      setFailure(describeError(error, t));
      return;
    }
    onDeleted();
  };
  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      busy={pending}
      alert
      descriptionId={messageId}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </button>
          <button type="button" className="button complete-profile__danger" onClick={() => void confirm()} disabled={pending}>
            {pending ? t('actions.deleting') : t('actions.delete')}
          </button>
        </>
      }
    >
      <p id={messageId} dir="auto">
        {message}
      </p>
      {failure ? (
        <p className="complete-profile__alert" role="alert">
          {failure}
        </p>
      ) : null}
    </ModalDialog>
  );
}
