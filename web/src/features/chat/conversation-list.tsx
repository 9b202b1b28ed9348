/** The conversation list of a folder (loading, error with retry, empty, "show more"), under the way to the sent resumes. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationFolder } from '@sdk/generated/chat/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { sentResumesLink } from './chat-links';
import { conversationsQuery } from './chat-queries';
import { ConversationItem } from './conversation-item';
import { FolderTabs, folderKey } from './folder-tabs';
import { ManageButtons } from './manage-buttons';

interface ConversationListProps {
  folder: ConversationFolder;
  activeChatId?: number;
  showingSentResumes?: boolean;
}

export function ConversationList({ folder, activeChatId, showingSentResumes = false }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const { data, error, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(
    conversationsQuery(useQueryScope(), folder),
  );
  const conversations = data?.pages.flatMap((page) => page.conversations) ?? [];
  const unread = data?.pages[0]?.unread_total ?? 0;
  return (
    <section className="chat__list" aria-labelledby={headingId}>
      <div className="chat__list-head">
        <h2 id={headingId} className="chat__list-title">
          {t('list.title')}
        </h2>
        {unread > 0 ? <span className="chat__unread-total">{t('list.unreadTotal', { count: unread })}</span> : null}
      </div>
      <ManageButtons />
      <Link className="chat__sent-link" to={sentResumesLink(language, folder)} aria-current={showingSentResumes ? 'page' : undefined}>
        {t('sent.title')}
      </Link>
      <FolderTabs folder={folder} activeChatId={activeChatId} />
      {isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} compact />
      ) : conversations.length === 0 ? (
        <EmptyState title={t(`list.empty.${folderKey(folder)}`)} hint={t('list.emptyHint')} />
      ) : (
        <>
          <ul className="chat-items" aria-label={t(`folders.${folderKey(folder)}`)}>
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationItem conversation={conversation} folder={folder} active={conversation.id === activeChatId} />
              </li>
            ))}
          </ul>
          {hasNextPage ? (
            <button type="button" className="button button--secondary chat__more" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? t('list.loadingMore') : t('list.more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
