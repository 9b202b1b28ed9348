/** Deleting a conversation asks first; once deleted the page goes back to the list of its folder. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ConversationFolder } from '@sdk/generated/chat/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { languageAtom } from '../../lib/session-atoms';
import { ChatDialog } from './chat-dialog';
import { describeChatError } from './chat-errors';
import { chatLink } from './chat-links';
import { useDeleteConversationMutation, useForgetConversation } from './chat-mutation-queries';
import { ChatAlert } from './chat-alert';

export function DeleteConversationDialog({ chatId, folder, onClose }: { chatId: number; folder: ConversationFolder; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const remove = useDeleteConversationMutation();
  const forget = useForgetConversation();

  function confirm() {
    remove.mutate(
      { chatId },
      {
        onSuccess: async () => {
          await navigate(chatLink(language, folder), { state: { deletedChat: true } });
          forget(chatId);
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
