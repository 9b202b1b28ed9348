/** Choosing which of the job seeker's resumes to send to the recruiter. */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useQueryScope } from '../../lib/query-scope';
import { ChatDialog } from './chat-dialog';
import { describeChatError } from './chat-errors';
import { useSendResumeInChatMutation } from './chat-mutation-queries';
import { resumesQuery } from './chat-queries';
import { ChatAlert } from './chat-alert';

interface SendResumeDialogProps {
  chatId: number;
  onClose: () => void;
}

export function SendResumeDialog({ chatId, onClose }: SendResumeDialogProps) {
  const { t } = useTranslation('chat');
  const formId = useId();
  const resumes = useQuery(resumesQuery(useQueryScope()));
  const send = useSendResumeInChatMutation();
  const [chosen, setChosen] = useState<number | undefined>();
  const list = resumes.data?.resumes ?? [];
  const selected = chosen ?? resumes.data?.auto_send_resume_id ?? list[0]?.id;

  function submit() {
    if (selected === undefined) return;
    send.mutate({ chatId, data: { resume_id: selected } }, { onSuccess: onClose });
  }

  return (
    <ChatDialog
      title={t('resume.title')}
      onClose={onClose}
      busy={send.isPending}
      action={{ label: send.isPending ? t('resume.sending') : t('resume.send'), form: formId, disabled: selected === undefined }}
    >
      {resumes.isPending ? (
        <LoadingState />
      ) : resumes.isError ? (
        <ErrorState error={resumes.error} onRetry={() => void resumes.refetch()} compact />
      ) : list.length === 0 ? (
        <EmptyState title={t('resume.none')} hint={t('resume.noneHint')} />
      ) : (
        <form
          id={formId}
          className="chat-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="chat-form__choices">
            <legend className="text-field__label">{t('resume.choose')}</legend>
            {list.map((resume) => (
              <label key={resume.id} className="chat-form__choice">
                <input type="radio" name="resume" value={resume.id} checked={selected === resume.id} onChange={() => setChosen(resume.id)} />
                <span className="chat-form__choice-title" dir="auto">
                  {resume.filename}
                </span>
              </label>
            ))}
          </fieldset>
        </form>
      )}
      <ChatAlert message={send.isError ? describeChatError(send.error, t, 'bothReplied') : null} />
    </ChatDialog>
  );
}
