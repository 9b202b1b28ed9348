/**
 * `/chat/sent-resumes`: the record of what was sent — which resume (file name and version) went to which
 * recruiter (company, job) and when, each with the way back to its conversation. Loading, error (retry),
 * empty and "show more" states.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationFolder, SentResume } from '@sdk/generated/chat/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { chatLink } from './chat-links';
import { sentResumesQuery } from './chat-queries';
import { ChatTime, useFormatChatTime } from './chat-time';

function SentResumeItem({ sent, folder }: { sent: SentResume; folder: ConversationFolder }) {
  const { t } = useTranslation('chat');
  const language = useAtomValue(languageAtom);
  const format = useFormatChatTime();
  const headingId = useId();
  return (
    <li className="chat-sent__item">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="chat-sent__file" dir="auto">
          {sent.filename}
        </h2>
        <dl className="chat-card__facts">
          <dt>{t('sent.version')}</dt>
          <dd>{sent.resume_updated_at ? t('sent.versionOf', { date: format(sent.resume_updated_at, { dateOnly: true }) }) : t('sent.versionUnknown')}</dd>
          <dt>{t('sent.to')}</dt>
          <dd dir="auto">{t('sent.recruiterAt', { name: sent.recruiter_name, company: sent.company_name })}</dd>
          <dt>{t('sent.job')}</dt>
          <dd dir="auto">{sent.job_title}</dd>
          <dt>{t('sent.sentAt')}</dt>
          <dd>
            <ChatTime iso={sent.sent_at} full /> · {sent.read_by_recruiter ? t('sent.seen') : t('sent.notSeen')}
          </dd>
        </dl>
        <Link className="chat-sent__open" to={chatLink(language, folder, sent.chat_id)}>
          {t('sent.open', { name: sent.recruiter_name })}
        </Link>
      </article>
    </li>
  );
}

export function SentResumesView({ folder }: { folder: ConversationFolder }) {
  const { t } = useTranslation('chat');
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  useDocumentTitle(t('sent.title'));
  const { data, error, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(sentResumesQuery(useQueryScope()));
  const sent = data?.pages.flatMap((page) => page.sent_resumes) ?? [];
  return (
    <section className="chat-sent" aria-labelledby={headingId}>
      <Link className="chat-conversation__back" to={chatLink(language, folder)}>
        {t('conversation.backToList')}
      </Link>
      <h1 id={headingId} className="page-title">
        {t('sent.title')}
      </h1>
      <p className="chat-sent__intro">{t('sent.intro')}</p>
      {isPending ? (
        <LoadingState label={t('sent.loading')} />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : sent.length === 0 ? (
        <EmptyState title={t('sent.empty')} hint={t('sent.emptyHint')} />
      ) : (
        <>
          <ol className="chat-sent__list" aria-labelledby={headingId}>
            {sent.map((item) => (
              <SentResumeItem key={item.message_id} sent={item} folder={folder} />
            ))}
          </ol>
          {hasNextPage ? (
            <button type="button" className="button button--secondary chat__more" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? t('list.loadingMore') : t('sent.more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
