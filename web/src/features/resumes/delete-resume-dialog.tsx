/** Confirming a resume's deletion; the server's refusal (the auto-send resume: 41186) stays in the dialog. */
import { useTranslation } from 'react-i18next';
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { ConfirmDeleteDialog } from './dialog-parts';
import { useResumeMutations } from './resumes-queries';

export function DeleteResumeDialog({ resume, onClose, onDone }: { resume: ResumeItem; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation('resumes');
  const { remove } = useResumeMutations();
  const confirm = () => remove.mutate({ id: resume.id }, { onSuccess: () => onDone(t('delete.done', { name: resume.filename })) });
  return (
    <ConfirmDeleteDialog
      title={t('delete.title')}
      question={t('delete.question', { name: resume.filename })}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
