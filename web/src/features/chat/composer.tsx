/**
 * Writing to the recruiter: a message (Enter sends, Shift+Enter starts a new line), common phrases
 * picked into it, a file, a resume or a phone number exchange. A failed send keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ChatConversation } from '@sdk/generated/chat/hooks';
import { sendMessageBodyTextMax } from '@sdk/generated/chat/zod';
import { TextAreaField } from '../../components/text-area-field';
import { requiredText } from '../../lib/form-rules';
import { describeChatError } from './chat-errors';
import { useSendMessageMutation } from './chat-mutation-queries';
import { ContactTools } from './contact-tools';
import { PhrasePicker } from './phrase-picker';
import { ChatAlert } from './chat-alert';

/** sendMessage's `text`. */
export const MESSAGE_MAX = sendMessageBodyTextMax;

export function Composer({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation('chat');
  const hintId = useId();
  const formId = useId();
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const send = useSendMessageMutation();
  const schema = z.object({ text: requiredText(t, MESSAGE_MAX) });
  const { register, handleSubmit, formState, reset, getValues, setValue } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { text: '' },
  });
  const { ref: registerRef, ...field } = register('text');

  const submit = handleSubmit(({ text }) => {
    send.mutate(
      { chatId: conversation.id, data: { text, client_message_id: crypto.randomUUID() } },
      { onSuccess: () => reset({ text: '' }) },
    );
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function pickPhrase(text: string) {
    const current = getValues('text').trim();
    setValue('text', current ? `${current} ${text}` : text, { shouldValidate: false, shouldDirty: true });
    textRef.current?.focus();
  }

  return (
    <div className="chat-composer">
      <form id={formId} className="chat-composer__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          label={t('composer.label')}
          hideLabel
          placeholder={t('composer.placeholder')}
          rows={3}
          maxLength={MESSAGE_MAX}
          aria-describedby={hintId}
          error={formState.errors.text?.message}
          onKeyDown={onKeyDown}
          ref={(element) => {
            registerRef(element);
            textRef.current = element;
          }}
          {...field}
        />
        <p id={hintId} className="chat-composer__hint">
          {t('composer.hint')}
        </p>
        <ChatAlert message={send.isError ? t('composer.failed', { reason: describeChatError(send.error, t) }) : null} />
      </form>
      {/* Outside the form: the phrase dialogs have forms of their own. */}
      <div className="chat-composer__bar">
        <PhrasePicker onPick={pickPhrase} />
        <button type="submit" form={formId} className="button" disabled={send.isPending}>
          {send.isPending ? t('composer.sending') : t('composer.send')}
        </button>
      </div>
      <ContactTools conversation={conversation} />
    </div>
  );
}
