/**
 * One message: who wrote it (read out, not shown), its content by type, when, and for the job seeker's
 * own messages whether it was delivered or read, with Recall (for 2 minutes) and Resend (when it failed).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation, ChatMessage } from '@sdk/generated/chat/hooks';
import { useHydrated } from '../../lib/use-hydrated';
import { describeChatError } from './chat-errors';
import { useRecallMessageMutation, useResendMessageMutation } from './chat-mutation-queries';
import { ChatTime } from './chat-time';
import { InterviewCard } from './interview-card';
import { FileCard, PhoneExchangeCard, ResumeCard } from './message-cards';
import { OfferCard } from './offer-card';
import { ChatAlert } from './chat-alert';

export const RECALL_WINDOW_MS = 2 * 60_000;

/** Whether the message can still be recalled; turns false by itself when the 2 minutes pass. */
function useRecallable(message: ChatMessage): boolean {
  const hydrated = useHydrated();
  const own = message.sender === 'jobseeker' && (message.status === 'sent' || message.status === 'read');
  const [now, setNow] = useState(() => Date.now());
  const left = Date.parse(message.created_at) + RECALL_WINDOW_MS - now;
  useEffect(() => {
    if (!own || left <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [own, left]);
  return hydrated && own && left > 0;
}

function MessageContent({ message, conversation, acceptedOfferId }: MessageBubbleProps) {
  switch (message.type) {
    case 'resume':
      return <ResumeCard message={message} />;
    case 'file':
      return <FileCard message={message} />;
    case 'phone_exchange':
      return <PhoneExchangeCard message={message} conversation={conversation} />;
    case 'interview_invitation':
      return <InterviewCard message={message} conversation={conversation} />;
    case 'offer':
      return <OfferCard message={message} acceptedOfferId={acceptedOfferId} />;
    default:
      return (
        <p className="chat-message__text" dir="auto">
          {message.text}
        </p>
      );
  }
}

interface MessageBubbleProps {
  message: ChatMessage;
  conversation: ChatConversation;
  acceptedOfferId: number | undefined;
}

export function MessageBubble(props: MessageBubbleProps) {
  const { message, conversation } = props;
  const { t } = useTranslation('chat');
  const recall = useRecallMessageMutation();
  const resend = useResendMessageMutation();
  const recallable = useRecallable(message);
  const own = message.sender === 'jobseeker';
  const name = conversation.recruiter.full_name;

  if (message.sender === 'system') {
    return (
      <li className="chat-message chat-message--system" dir="auto">
        {message.text}
      </li>
    );
  }

  const ids = { chatId: message.chat_id, messageId: message.id };
  const failure = recall.isError ? describeChatError(recall.error, t, 'recallWindow') : resend.isError ? describeChatError(resend.error, t, 'resendOnly') : null;

  return (
    <li className={own ? 'chat-message chat-message--own' : 'chat-message'}>
      <span className="visually-hidden">{own ? t('message.you') : t('message.from', { name })}</span>
      <div className={message.status === 'failed' ? 'chat-message__bubble chat-message__bubble--failed' : 'chat-message__bubble'}>
        {message.status === 'recalled' ? (
          <p className="chat-message__recalled">{own ? t('message.recalledByYou') : t('message.recalledBy', { name })}</p>
        ) : (
          <MessageContent {...props} />
        )}
      </div>
      <div className="chat-message__meta">
        <ChatTime iso={message.created_at} />
        {own && message.status !== 'recalled' ? <span className={`chat-message__status chat-message__status--${message.status}`}>{t(`message.status.${message.status}`)}</span> : null}
        {message.status === 'failed' && own ? (
          <button type="button" className="button button--link" disabled={resend.isPending} onClick={() => resend.mutate(ids)}>
            {resend.isPending ? t('message.resending') : t('message.resend')}
          </button>
        ) : null}
        {recallable ? (
          <button type="button" className="button button--link" disabled={recall.isPending} onClick={() => recall.mutate(ids)}>
            {t('message.recall')}
          </button>
        ) : null}
      </div>
      <ChatAlert message={failure} />
    </li>
  );
}
