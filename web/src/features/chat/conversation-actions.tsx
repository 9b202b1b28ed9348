/**
 * What the job seeker can do with a conversation: pin, mute, mark not interested (with undo), report
 * and delete. Each change answers the conversation, which replaces the cached one; the folders follow.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation, ConversationFolder } from '@sdk/generated/chat/hooks';
import { describeChatError } from './chat-errors';
import { useUpdateConversationInterestMutation, useUpdateConversationMuteMutation, useUpdateConversationPinMutation } from './chat-mutation-queries';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { ReportDialog } from './report-dialog';
import { ChatAlert } from './chat-alert';

type Notice = { kind: 'notInterested' | 'movedBack' | 'reported' } | { kind: 'error'; message: string };

export function ConversationActions({ conversation, folder }: { conversation: ChatConversation; folder: ConversationFolder }) {
  const { t } = useTranslation('chat');
  const [notice, setNotice] = useState<Notice | undefined>();
  const [dialog, setDialog] = useState<'report' | 'delete' | undefined>();
  const pin = useUpdateConversationPinMutation();
  const mute = useUpdateConversationMuteMutation();
  const interest = useUpdateConversationInterestMutation();
  const chatId = conversation.id;
  const busy = pin.isPending || mute.isPending || interest.isPending;

  const onError = (error: unknown) => setNotice({ kind: 'error', message: describeChatError(error, t) ?? t('errors.generic') });

  function setNotInterested(value: boolean) {
    setNotice(undefined);
    interest.mutate(
      { chatId, data: { is_not_interested: value } },
      {
        onSuccess: () => setNotice({ kind: value ? 'notInterested' : 'movedBack' }),
        onError,
      },
    );
  }

  function toggle(action: 'pin' | 'mute') {
    setNotice(undefined);
    const options = { onError };
    if (action === 'pin') pin.mutate({ chatId, data: { is_pinned: !conversation.is_pinned } }, options);
    else mute.mutate({ chatId, data: { is_muted: !conversation.is_muted } }, options);
  }

  function onReported() {
    setDialog(undefined);
    setNotice({ kind: 'reported' });
  }

  return (
    <div className="chat-actions">
      <div className="chat-actions__row" role="group" aria-label={t('actions.label')}>
        {(['pin', 'mute'] as const).map((action) => (
          <button
            key={action}
            type="button"
            className="chip"
            aria-pressed={action === 'pin' ? conversation.is_pinned : conversation.is_muted}
            disabled={busy}
            onClick={() => toggle(action)}
          >
            {t(`actions.${action}`)}
          </button>
        ))}
        <button type="button" className="chip" disabled={busy} onClick={() => setNotInterested(!conversation.is_not_interested)}>
          {conversation.is_not_interested ? t('actions.moveBack') : t('actions.notInterested')}
        </button>
        <button type="button" className="chip" onClick={() => setDialog('report')}>
          {t('actions.report')}
        </button>
        <button type="button" className="chip chat-actions__danger" onClick={() => setDialog('delete')}>
          {t('actions.delete')}
        </button>
      </div>
      <div className="chat-actions__notice" role="status">
        {notice?.kind === 'notInterested' ? (
          <>
            <span>{t('actions.notInterestedDone')}</span>{' '}
            <button type="button" className="button button--link" disabled={busy} onClick={() => setNotInterested(false)}>
              {t('actions.undo')}
            </button>
          </>
        ) : notice && notice.kind !== 'error' ? (
          <span>{t(`actions.${notice.kind}Done`)}</span>
        ) : null}
      </div>
      <ChatAlert message={notice?.kind === 'error' ? notice.message : null} />
      {dialog === 'report' ? (
        <ReportDialog chatId={chatId} onClose={() => setDialog(undefined)} onReported={onReported} />
      ) : null}
      {dialog === 'delete' ? <DeleteConversationDialog chatId={chatId} folder={folder} onClose={() => setDialog(undefined)} /> : null}
    </div>
  );
}
