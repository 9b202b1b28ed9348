/** Confirming a resume's deletion; the server's refusal (the auto-send resume: 41186) stays in the dialog. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { ModalDialog } from '../../components/modal-dialog';
import { ResumeAlert } from './resume-alert';
import { useRefreshResumeViews, useResumeMutations } from './resumes-queries';

export function DeleteResumeDialog({ resume, onClose, onDone }: { resume: ResumeItem; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation(['resumes', 'common']);
  const descriptionId = useId();
  const { remove } = useResumeMutations();
  const refreshViews = useRefreshResumeViews();
  const confirm = () =>
    remove.mutate(
      { id: resume.id },
      {
        onSuccess: () => {
          refreshViews();
          onDone(t('delete.done', { name: resume.filename }));
        },
      },
    );
  return (
    <ModalDialog
      alert
      title={t('delete.title')}
      descriptionId={descriptionId}
      onClose={onClose}
      busy={remove.isPending}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={remove.isPending}>
            {t('common:actions.cancel')}
          </button>
          <button type="button" className="button resumes-danger" onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </button>
        </>
      }
    >
      <p id={descriptionId} className="resumes-dialog__lead">
        {t('delete.question', { name: resume.filename })}
      </p>
      <ResumeAlert error={remove.error} />
    </ModalDialog>
  );
}
