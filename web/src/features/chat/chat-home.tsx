/** `/chat` beside the list: the page's heading and what to do next (or that a conversation was deleted). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HISTORY_KEPT_DAYS } from './history-start';

export function ChatHome() {
  const { t } = useTranslation('chat');
  const location = useLocation();
  const headingId = useId();
  const deleted = (location.state as { deletedChat?: boolean } | null)?.deletedChat === true;
  return (
    <section className="chat-home" aria-labelledby={headingId}>
      <h1 id={headingId} className="page-title">
        {t('head.title')}
      </h1>
      <p role="status">{deleted ? t('delete.done') : ''}</p>
      <p>{t('home.pick')}</p>
      <p className="chat-history__retention">{t('home.retention', { days: HISTORY_KEPT_DAYS })}</p>
    </section>
  );
}
