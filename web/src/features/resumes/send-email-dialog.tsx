/** Sending a resume to an email address (required, valid, at most 100 characters). A failure keeps the address. */
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
import { EMAIL_MAX, resumeEmailRule } from './resume-rules';
import { useResumeMutations } from './resumes-queries';

export function SendEmailDialog({ resume, onClose, onDone }: { resume: ResumeItem; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation(['resumes', 'common']);
  const formId = useId();
  const errorId = useId();
  const { sendEmail } = useResumeMutations();
  const schema = z.object({ email: resumeEmailRule(t) });
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(({ email }) =>
    sendEmail.mutate({ data: { email, resume_id: resume.id } }, { onSuccess: (sent) => onDone(t('send.done', { name: resume.filename, email: sent.email })) }),
  );
  return (
    <ModalDialog
      title={t('send.title')}
      onClose={onClose}
      busy={sendEmail.isPending}
      footer={<DialogFooter onCancel={onClose} pending={sendEmail.isPending} label={t('send.submit')} pendingLabel={t('send.sending')} formId={formId} />}
    >
      <p className="resumes-dialog__lead" dir="auto">
        {resume.filename}
      </p>
      <form id={formId} className="resumes-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={sendEmail.isError ? errorId : undefined}>
        <TextField
          label={t('send.label')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <ResumeAlert error={sendEmail.error} id={errorId} />
      </form>
    </ModalDialog>
  );
}
