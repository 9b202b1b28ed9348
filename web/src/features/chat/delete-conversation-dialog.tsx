/** Deleting a conversation asks first; once deleted the page goes back to the list of its folder. */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteConversation, type ConversationFolder } from '@sdk/generated/chat/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { refreshConversation } from './chat-cache';
import { ChatDialog } from './chat-dialog';
import { describeChatError } from './chat-errors';
import { chatLink } from './chat-links';
import { conversationQuery, messagesQuery } from './chat-queries';
import { ChatAlert } from './chat-alert';

export function DeleteConversationDialog({ chatId, folder, onClose }: { chatId: number; folder: ConversationFolder; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const scope = useQueryScope();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const remove = useDeleteConversation({ mutation: { meta: { handlesError: true } } });

  function confirm() {
    remove.mutate(
      { chatId },
      {
        onSuccess: async () => {
          await navigate(chatLink(language, folder), { state: { deletedChat: true } });
          client.removeQueries({ queryKey: conversationQuery(scope, chatId).queryKey });
          client.removeQueries({ queryKey: messagesQuery(scope, chatId).queryKey });
          void refreshConversation(client, scope);
        },
      },
    );
  }

  return (
    <ChatDialog
      title={t('delete.title')}
      onClose={onClose}
      busy={remove.isPending}
      alert
      action={{ label: remove.isPending ? t('delete.deleting') : t('delete.confirm'), onClick: confirm, danger: true }}
    >
      <p>{t('delete.body')}</p>
      <ChatAlert message={remove.isError ? describeChatError(remove.error, t) : null} />
    </ChatDialog>
  );
}
