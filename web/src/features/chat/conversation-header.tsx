/** The conversation's heading: the recruiter (the page's h1), the job and company, how fast they reply and when to expect it, and the actions. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatConversation, ConversationFolder } from '@sdk/generated/chat/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { chatLink } from './chat-links';
import { ConversationActions } from './conversation-actions';
import { ReplyGuardNote } from './reply-guard';
import { ReplyLabel } from './reply-label';

interface ConversationHeaderProps {
  conversation: ChatConversation;
  folder: ConversationFolder;
  titleId: string;
}

export function ConversationHeader({ conversation, folder, titleId }: ConversationHeaderProps) {
  const { t } = useTranslation('chat');
  const language = useAtomValue(languageAtom);
  const { recruiter, job } = conversation;
  return (
    <header className="chat-conversation__header">
      <Link className="chat-conversation__back" to={chatLink(language, folder)}>
        {t('conversation.backToList')}
      </Link>
      <div className="chat-conversation__who">
        <img className="chat-conversation__avatar" src={recruiter.avatar} alt="" width={48} height={48} />
        <div>
          <h1 id={titleId} className="chat-conversation__title" dir="auto">
            {recruiter.full_name}
          </h1>
          <p className="chat-conversation__role" dir="auto">
            {t('conversation.role', { title: recruiter.job_title, company: recruiter.company_name })}
          </p>
          <p className="chat-conversation__job">
            {t('conversation.about')}{' '}
            <Link to={localHref(language, '/:lang?/job/:slug', { slug: job.slug })} dir="auto">
              {job.title}
            </Link>
            <ReplyLabel conversation={conversation} before=" · " />
          </p>
          <ReplyGuardNote conversation={conversation} />
        </div>
      </div>
      <ConversationActions conversation={conversation} folder={folder} />
    </header>
  );
}
