/** Renaming a resume: no special characters; the file keeps its extension. A refusal keeps what was typed. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import { DialogFooter } from './dialog-parts';
import { ResumeAlert } from './resume-alert';
import { baseName, FILENAME_MAX, resumeNameRule, SPECIAL_CHARACTERS } from './resume-rules';
import { useResumeMutations } from './resumes-queries';

export function RenameDialog({ resume, onClose, onDone }: { resume: ResumeItem; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation(['resumes', 'common']);
  const formId = useId();
  const errorId = useId();
  const { rename } = useResumeMutations();
  const schema = z.object({ filename: resumeNameRule(t) });
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { filename: baseName(resume.filename) },
  });
  const submit = handleSubmit(({ filename }) =>
    rename.mutate({ id: resume.id, data: { filename } }, { onSuccess: (renamed) => onDone(t('rename.done', { name: renamed.filename })) }),
  );
  return (
    <ModalDialog
      title={t('rename.title')}
      onClose={onClose}
      busy={rename.isPending}
      footer={<DialogFooter onCancel={onClose} pending={rename.isPending} label={t('rename.save')} pendingLabel={t('rename.saving')} formId={formId} />}
    >
      <form id={formId} className="resumes-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={rename.isError ? errorId : undefined}>
        <TextField
          label={t('rename.label')}
          hint={t('rename.hint', { characters: SPECIAL_CHARACTERS, max: FILENAME_MAX })}
          maxLength={FILENAME_MAX}
          dir="auto"
          autoComplete="off"
          error={formState.errors.filename?.message}
          {...register('filename')}
        />
        <ResumeAlert error={rename.error} id={errorId} />
      </form>
    </ModalDialog>
  );
}
