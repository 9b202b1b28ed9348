/**
 * W32 not-suitable feedback: why this job is not for the seeker (one reason, an optional comment),
 * sent with submitFeedback. The description carries the job and the reason's key, so it reads the
 * same whatever the page's language; the comment follows in the seeker's words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { submitFeedbackBodyDescriptionMax } from '@sdk/generated/apiGo/zod';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { useSubmitFeedbackMutation } from '../job-detail-queries';
import { ActionError } from './action-error';
import { ReasonFieldset } from './reason-fieldset';

export const NOT_SUITABLE_REASONS = ['salary', 'location', 'experience', 'field', 'company', 'other'] as const;

export function notSuitableDescription(jobId: number, reason: string, comment: string): string {
  const line = `Not suitable: job ${jobId}, reason ${reason}`;
  return comment ? `${line}\n${comment}` : line;
}

/**
 * submitFeedback's `description` holds the comment after the first line (job and reason): the comment
 * may take what the longest first line, and its line break, leave.
 */
const LONGEST_REASON = NOT_SUITABLE_REASONS.reduce((longest, reason) => (reason.length > longest.length ? reason : longest));
const COMMENT_MAX = submitFeedbackBodyDescriptionMax - notSuitableDescription(Number.MAX_SAFE_INTEGER, LONGEST_REASON, '').length - 1;

export function NotSuitableDialog({ job, onClose, onSent }: { job: JobDetail; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation(['job-detail', 'common']);
  const feedback = useSubmitFeedbackMutation();
  const schema = useMemo(
    () =>
      z.object({
        reason: z.string({ error: t('notSuitable.chooseReason') }).min(1, t('notSuitable.chooseReason')),
        comment: z.string().trim().max(COMMENT_MAX, t('common:validation.tooLong')),
      }),
    [t],
  );
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { comment: '' } });

  const onSubmit = handleSubmit(({ reason, comment }) => {
    if (feedback.isPending) return;
    feedback.mutate({ data: { description: notSuitableDescription(job.id, reason, comment) } }, { onSuccess: onSent });
  });

  return (
    <ModalDialog title={t('notSuitable.title')} onClose={onClose} busy={feedback.isPending} className="job-actions__dialog">
      <form className="job-actions__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={feedback.isPending}>
        <p className="job-actions__intro">{t('notSuitable.intro')}</p>
        {feedback.isError ? <ActionError error={feedback.error} /> : null}
        <ReasonFieldset
          legend={t('notSuitable.legend')}
          options={NOT_SUITABLE_REASONS.map((reason) => ({ value: reason, label: t(`notSuitable.reasons.${reason}`) }))}
          registration={register('reason')}
          error={formState.errors.reason?.message}
        />
        <TextAreaField label={t('notSuitable.comment')} maxLength={COMMENT_MAX} rows={3} error={formState.errors.comment?.message} {...register('comment')} />
        <div className="job-actions__dialog-buttons">
          <button type="submit" className="button" aria-disabled={feedback.isPending || undefined}>
            {feedback.isPending ? t('notSuitable.sending') : t('notSuitable.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={feedback.isPending}>
            {t('common:actions.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
