/** Messages that are more than text: a resume, a file, and a phone number exchange (answered here when the recruiter asks). */
import { useTranslation } from 'react-i18next';
import type { ChatConversation, ChatMessage } from '@sdk/generated/chat/hooks';
import { formatPhoneNumberText, phoneNumberHref } from '../../lib/format-phone';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { describeChatError } from './chat-errors';
import { useRespondPhoneExchangeMutation } from './chat-mutation-queries';
import { AnswerButtons } from './answer-buttons';
import { ChatAlert } from './chat-alert';
import { useFormatChatTime } from './chat-time';

/** The resume sent, and which version of it (the resume's update time then). */
export function ResumeCard({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const format = useFormatChatTime();
  const version = message.resume?.resume_updated_at;
  return (
    <p className="chat-card">
      <span className="chat-card__kind">{t('cards.resume')}</span>{' '}
      <span dir="auto">{message.resume?.filename}</span>
      {version ? <span className="chat-card__hint"> {t('cards.resumeVersion', { date: format(version, { dateOnly: true }) })}</span> : null}
    </p>
  );
}

export function formatFileSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

export function FileCard({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const locale = useIntlLocale();
  const file = message.file;
  if (!file) return null;
  return (
    <p className="chat-card">
      <span className="chat-card__kind">{t('cards.file')}</span>{' '}
      <a href={file.url} target="_blank" rel="noreferrer noopener" dir="auto">
        {file.filename}
      </a>{' '}
      <span className="chat-card__hint">({formatFileSize(file.size, locale)})</span>
    </p>
  );
}

export function PhoneExchangeCard({ message, conversation }: { message: ChatMessage; conversation: ChatConversation }) {
  const { t } = useTranslation('chat');
  const respond = useRespondPhoneExchangeMutation();
  const exchange = message.phone_exchange;
  if (!exchange) return null;
  const name = conversation.recruiter.full_name;
  const fromRecruiter = message.sender === 'recruiter';

  function answer(accept: boolean) {
    respond.mutate({ chatId: message.chat_id, messageId: message.id, data: { accept } });
  }

  return (
    <div className="chat-card">
      <p className="chat-card__kind">{t('cards.phone')}</p>
      {exchange.status === 'accepted' ? (
        <p>
          {t('phone.accepted', { name })}{' '}
          {exchange.phone ? (
            // Left to right in Arabic too, so "+63 917…" keeps its order.
            <a href={phoneNumberHref(exchange.phone)} dir="ltr">
              {formatPhoneNumberText(exchange.phone)}
            </a>
          ) : null}
        </p>
      ) : exchange.status === 'declined' ? (
        <p>{t('phone.declined')}</p>
      ) : fromRecruiter ? (
        <>
          <p>{t('phone.recruiterAsks', { name })}</p>
          <AnswerButtons acceptLabel={t('phone.accept')} declineLabel={t('phone.decline')} pending={respond.isPending} onAnswer={answer} />
        </>
      ) : (
        <p>{t('phone.youAsked')}</p>
      )}
      <ChatAlert message={respond.isError ? describeChatError(respond.error, t, 'alreadyAnswered') : null} />
    </div>
  );
}
