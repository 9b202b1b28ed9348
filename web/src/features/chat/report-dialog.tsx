/** Reporting the recruiter of a conversation: a reason from the `chat_report_lists` config list and optional details. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reportConversationBodyTextMax } from '@sdk/generated/chat/zod';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { TextAreaField } from '../../components/text-area-field';
import { configListsQuery } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { ChatDialog } from './chat-dialog';
import { describeChatError } from './chat-errors';
import { useReportConversationMutation } from './chat-mutation-queries';
import { ChatAlert } from './chat-alert';

/** reportConversation's `text`. */
export const REPORT_TEXT_MAX = reportConversationBodyTextMax;

interface ReportDialogProps {
  chatId: number;
  onClose: () => void;
  onReported: () => void;
}

export function ReportDialog({ chatId, onClose, onReported }: ReportDialogProps) {
  const { t } = useTranslation('chat');
  const formId = useId();
  const lists = useQuery(configListsQuery(useQueryScope(), ['chat_report_lists']));
  const report = useReportConversationMutation();
  const schema = z.object({
    reason: z.string().min(1, t('report.reasonRequired')),
    text: z.string().trim().max(REPORT_TEXT_MAX, t('common:validation.tooLong')),
  });
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { reason: '', text: '' } });
  const reasons = lists.data?.chat_report_lists ?? [];

  const submit = handleSubmit(({ reason, text }) => {
    report.mutate({ chatId, data: { reason_id: Number(reason), ...(text ? { text } : {}) } }, { onSuccess: onReported });
  });

  return (
    <ChatDialog
      title={t('report.title')}
      onClose={onClose}
      busy={report.isPending}
      action={{ label: report.isPending ? t('report.sending') : t('report.submit'), form: formId, disabled: reasons.length === 0 }}
    >
      {lists.isPending ? (
        <LoadingState />
      ) : lists.isError ? (
        <ErrorState error={lists.error} onRetry={() => void lists.refetch()} compact />
      ) : (
        <form id={formId} className="chat-form" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="chat-form__choices" aria-describedby={formState.errors.reason ? `${formId}-reason-error` : undefined}>
            <legend className="text-field__label">{t('report.reason')}</legend>
            {reasons.map((reason) => (
              <label key={reason.id} className="chat-form__choice">
                <input type="radio" value={String(reason.id)} {...register('reason')} />
                <span>
                  <span className="chat-form__choice-title" dir="auto">
                    {reason.title}
                  </span>
                  <span className="chat-form__choice-hint" dir="auto">
                    {reason.description}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {formState.errors.reason ? (
            <p id={`${formId}-reason-error`} className="text-field__error" role="alert">
              {formState.errors.reason.message}
            </p>
          ) : null}
          <TextAreaField label={t('report.details')} hint={t('report.detailsHint', { max: REPORT_TEXT_MAX })} rows={3} error={formState.errors.text?.message} {...register('text')} />
          <ChatAlert message={report.isError ? describeChatError(report.error, t) : null} />
        </form>
      )}
    </ChatDialog>
  );
}
