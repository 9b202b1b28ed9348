/**
 * "Chat now": the first message to the recruiter and the job's screening questions, then applyToJob;
 * the application opens (or continues) the chat, and the seeker lands on W09. Every question must be
 * answered (41136 from the server too); a failure keeps what was typed and says why.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ErrorCode, isApiError } from '@sdk/api-error';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { applyToJobBodyFirstMessageMax, applyToJobBodyScreeningAnswersItemAnswerMax } from '@sdk/generated/data/zod';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { useAtomValue } from '../../../lib/app-jotai';
import { requiredText } from '../../../lib/form-rules';
import { localHref } from '../../../lib/local-href';
import { deviceTypeAtom, languageAtom } from '../../../lib/session-atoms';
import { useApplyToJobMutation } from '../job-detail-queries';
import { ActionError } from './action-error';

/** applyToJob's bounds (ApplicationRequest.first_message, ScreeningAnswer.answer). */
const FIRST_MESSAGE_MAX = applyToJobBodyFirstMessageMax;
const ANSWER_MAX = applyToJobBodyScreeningAnswersItemAnswerMax;

function applySchema(t: TFunction, questions: number) {
  return z.object({
    firstMessage: z.string().trim().max(FIRST_MESSAGE_MAX, t('common:validation.tooLong')),
    answers: z.array(requiredText(t, ANSWER_MAX)).length(questions),
  });
}

type ApplyForm = z.infer<ReturnType<typeof applySchema>>;

export function ApplyDialog({ job, chatExists, onClose }: { job: JobDetail; chatExists: boolean; onClose: () => void }) {
  const { t } = useTranslation(['job-detail', 'common']);
  const language = useAtomValue(languageAtom);
  const deviceType = useAtomValue(deviceTypeAtom);
  const navigate = useNavigate();
  const introId = useId();
  const errorId = useId();
  const questions = job.screening_questions;
  const schema = useMemo(() => applySchema(t, questions.length), [t, questions.length]);
  const { register, handleSubmit, formState, setError } = useForm<ApplyForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstMessage: t('apply.greeting', { name: job.recruiter.full_name, title: job.title }),
      answers: questions.map(() => ''),
    },
  });
  const apply = useApplyToJobMutation(job.recruiter.id);

  const onSubmit = handleSubmit(async ({ firstMessage, answers }) => {
    if (apply.isPending) return;
    const done = await apply
      .mutateAsync({
        jobId: job.id,
        data: {
          source: deviceType,
          ...(firstMessage ? { first_message: firstMessage } : {}),
          screening_answers: questions.map((question, index) => ({ question_id: question.id, answer: answers[index] ?? '' })),
        },
      })
      .catch((error: unknown) => {
        // The server found a question unanswered: mark the empty ones as the form would.
        if (isApiError(error, ErrorCode.ScreeningQuestionsUnanswered)) {
          answers.forEach((answer, index) => {
            if (!answer) setError(`answers.${index}`, { message: t('common:validation.required') });
          });
        }
        return undefined;
      });
    if (!done) return;
    void navigate(localHref(language, '/:lang?/job/:slug/apply/success', { slug: job.slug }));
  });

  return (
    <ModalDialog title={t('apply.title', { title: job.title })} onClose={onClose} busy={apply.isPending} className="job-actions__dialog" descriptionId={introId}>
      <form className="job-actions__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={apply.isPending} aria-describedby={apply.isError ? errorId : undefined}>
        <p id={introId} className="job-actions__intro">
          {chatExists ? t('apply.introExistingChat', { name: job.recruiter.full_name }) : t('apply.intro', { name: job.recruiter.full_name })}
        </p>
        {apply.isError ? <ActionError id={errorId} error={apply.error} /> : null}
        <TextAreaField
          label={t('apply.firstMessage')}
          hint={t('apply.firstMessageHint', { max: FIRST_MESSAGE_MAX })}
          maxLength={FIRST_MESSAGE_MAX}
          rows={4}
          error={formState.errors.firstMessage?.message}
          {...register('firstMessage')}
        />
        {questions.length > 0 ? (
          <fieldset className="job-actions__questions">
            <legend className="job-actions__legend">{t('apply.questions')}</legend>
            {questions.map((question, index) => (
              <TextAreaField
                key={question.id}
                label={question.question}
                maxLength={ANSWER_MAX}
                rows={2}
                required
                error={formState.errors.answers?.[index]?.message}
                {...register(`answers.${index}`)}
              />
            ))}
          </fieldset>
        ) : null}
        <div className="job-actions__dialog-buttons">
          {/* Not disabled while sending: the button keeps the keyboard focus. */}
          <button type="submit" className="button" aria-disabled={apply.isPending || undefined}>
            {apply.isPending ? t('apply.sending') : t('apply.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={apply.isPending}>
            {t('common:actions.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
