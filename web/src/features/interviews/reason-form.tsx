/**
 * Rejecting an invitation or cancelling an interview: one of three reasons (time conflict, found another
 * job, other) and a note, required for "other". A failed call keeps the choice and the text.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { InterviewReasonRequest } from '@sdk/generated/apiGo/hooks';
import { cancelInterviewBodyNoteMax, rejectInterviewBodyNoteMax } from '@sdk/generated/apiGo/zod';
import { TextField } from '../../components/text-field';
import { requiredText } from '../../lib/form-rules';
import { InterviewError } from './interview-error';
import { InterviewReason } from './interviews-queries';

const REASONS = [InterviewReason.time_conflict, InterviewReason.found_another_job, InterviewReason.other] as const;

interface ReasonFormProps {
  kind: 'reject' | 'cancel';
  pending: boolean;
  error: unknown;
  onSubmit: (request: InterviewReasonRequest) => void;
  onBack: () => void;
  /** Shown above the reasons (the cancel rules and the ban). */
  intro?: React.ReactNode;
}

export function ReasonForm({ kind, pending, error, onSubmit, onBack, intro }: ReasonFormProps) {
  const { t } = useTranslation(['interviews', 'common']);
  const legendId = useId();
  const errorId = useId();
  // The note's bound in the operation this form calls.
  const noteMax = kind === 'reject' ? rejectInterviewBodyNoteMax : cancelInterviewBodyNoteMax;
  const schema = z
    .object({
      reason: z.enum(REASONS, { error: t('reasonForm.pickReason') }),
      note: z.string().trim().max(noteMax, t('common:validation.tooLong')),
    })
    .superRefine((values, context) => {
      if (values.reason === InterviewReason.other && !requiredText(t, noteMax).safeParse(values.note).success) {
        context.addIssue({ code: 'custom', path: ['note'], message: t('reasonForm.noteRequired') });
      }
    });
  type Values = z.input<typeof schema>;
  const { register, handleSubmit, formState, setFocus } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: undefined, note: '' },
  });
  // The form replaces the buttons that opened it: the first reason takes the focus.
  useEffect(() => setFocus('reason'), [setFocus]);
  const submit = handleSubmit(({ reason, note }) => onSubmit(note ? { reason, note } : { reason }));
  const reasonError = formState.errors.reason?.message;
  return (
    <form className="interviews-reason" onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? errorId : undefined}>
      {intro}
      <fieldset className="interviews-reason__reasons" aria-describedby={reasonError ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="interviews-reason__legend">
          {t(`reasonForm.${kind}.legend`)}
        </legend>
        {REASONS.map((reason) => (
          <label key={reason} className="interviews-reason__option">
            <input type="radio" value={reason} {...register('reason')} aria-invalid={reasonError ? true : undefined} />
            {t(`reasons.${reason}`)}
          </label>
        ))}
        {reasonError ? (
          <p id={`${legendId}-error`} className="text-field__error" role="alert">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <TextField label={t('reasonForm.note')} hint={t('reasonForm.noteHint', { max: noteMax })} maxLength={noteMax} error={formState.errors.note?.message} {...register('note')} />
      <InterviewError error={error} id={errorId} />
      <div className="interviews-actions">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={pending}>
          {t('reasonForm.back')}
        </button>
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t(`reasonForm.${kind}.submitting`) : t(`reasonForm.${kind}.submit`)}
        </button>
      </div>
    </form>
  );
}
