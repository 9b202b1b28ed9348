/** "Delete this entry?": a confirmation that shows its own failure and can be cancelled. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
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
  const { t } = useTranslation('complete-profile');
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
    <ConfirmDialog
      title={title}
      confirmLabel={pending ? t('actions.deleting') : t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={pending}
      danger
      error={failure}
    >
      <p>{message}</p>
    </ConfirmDialog>
  );
}
