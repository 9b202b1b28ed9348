/**
 * A job offer. An employer may send several; the candidate picks one: accepting it declines the
 * others still pending, so once one is accepted the rest can no longer be answered.
 */
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@sdk/generated/chat/hooks';
import { formatCalendarDate } from '../../lib/date-time/calendar-date';
import { formatSalary } from '../../lib/format-salary';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { describeChatError } from './chat-errors';
import { useRespondToOfferMutation } from './chat-mutation-queries';
import { AnswerButtons } from './answer-buttons';
import { ChatAlert } from './chat-alert';

export function OfferCard({ message, acceptedOfferId }: { message: ChatMessage; acceptedOfferId: number | undefined }) {
  const { t } = useTranslation(['chat', 'common']);
  const locale = useIntlLocale();
  const respond = useRespondToOfferMutation();
  const offer = message.offer;
  if (!offer) return null;
  const salary = formatSalary(offer.salary, locale);
  const start = formatCalendarDate(offer.start_date, locale, 'long');
  const open = offer.status === 'pending' && acceptedOfferId === undefined;

  // Accepting declines the other pending offers: the history then shows them as the server has them.
  function answer(accept: boolean) {
    respond.mutate({ chatId: message.chat_id, messageId: message.id, data: { accept } });
  }

  return (
    <div className="chat-card chat-card--offer">
      <p className="chat-card__kind">{t('offer.title')}</p>
      <p className="chat-card__headline" dir="auto">
        {offer.job_title}
      </p>
      <dl className="chat-card__facts">
        <dt>{t('offer.salary')}</dt>
        <dd>
          {salary.amount ?? t(`common:${salary.typeKey}`)}
          {salary.amount ? ` · ${t(`common:${salary.typeKey}`)}` : null}
        </dd>
        <dt>{t('offer.start')}</dt>
        <dd>{start}</dd>
        <dt>{t('offer.status')}</dt>
        <dd>{t(`offer.statuses.${offer.status}`)}</dd>
      </dl>
      {open ? (
        <>
          <p className="chat-card__hint">{t('offer.pickOne')}</p>
          <AnswerButtons acceptLabel={t('offer.accept')} declineLabel={t('offer.decline')} pending={respond.isPending} onAnswer={answer} />
        </>
      ) : null}
      <ChatAlert message={respond.isError ? describeChatError(respond.error, t, 'alreadyAnswered') : null} />
    </div>
  );
}
