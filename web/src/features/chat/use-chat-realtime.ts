/**
 * Starts the chat socket once the page runs in the browser (never during the server render) and turns
 * its events into what the screens show: new messages and invitations, recalls, read receipts, typing,
 * the unread counts, and a browser notification when the user is elsewhere.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAtomValue, useStore } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { notifyNewMessage } from './browser-notifications';
import { socketErrorAtom, socketStatusAtom, typingChatIdsAtom } from './chat-atoms';
import { cachedConversation, markOwnRead, markRecalled, refreshAllChats, refreshConversation, upsertMessage } from './chat-cache';
import type { ChatSocketEvent } from './chat-event-types';
import { markWatchedConversationRead } from './chat-mutation-queries';
import { connectChatRealtime } from './chat-realtime-transport';
import { messagePreview } from './message-preview';

/** The indicator goes away by itself if the recruiter stops without a `typing: false`. */
export const TYPING_TIMEOUT_MS = 8_000;

export function useChatRealtime(activeChatId: number | undefined): void {
  const client = useQueryClient();
  const scope = useQueryScope();
  const store = useStore();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const { t } = useTranslation('chat');
  const latest = useRef({ activeChatId, navigate, language, t });
  useEffect(() => {
    latest.current = { activeChatId, navigate, language, t };
  });
  const signedIn = scope.user !== 'anonymous';

  useEffect(() => {
    if (!signedIn) return undefined;
    const typingTimers = new Map<number, ReturnType<typeof setTimeout>>();

    function setTyping(chatId: number, typing: boolean) {
      clearTimeout(typingTimers.get(chatId));
      typingTimers.delete(chatId);
      const next = new Set(store.get(typingChatIdsAtom));
      if (typing) {
        next.add(chatId);
        typingTimers.set(chatId, setTimeout(() => setTyping(chatId, false), TYPING_TIMEOUT_MS));
      } else next.delete(chatId);
      store.set(typingChatIdsAtom, next);
    }

    function onNewMessage(chatId: number, message: Extract<ChatSocketEvent, { type: 'message.new' }>['message'], mayNotify: boolean) {
      upsertMessage(client, scope, message);
      if (message.sender !== 'recruiter') {
        void refreshConversation(client, scope, chatId);
        return;
      }
      setTyping(chatId, false);
      const { activeChatId: active, navigate: go, language: lang, t: translate } = latest.current;
      const watching = active === chatId && document.visibilityState === 'visible';
      if (watching) {
        markWatchedConversationRead(client, scope, chatId);
        return;
      }
      void refreshConversation(client, scope, chatId);
      const conversation = cachedConversation(client, scope, chatId);
      // On the visible list the new message shows itself; elsewhere (hidden, another conversation) it is announced.
      const elsewhere = document.visibilityState !== 'visible' || active !== undefined;
      if (!mayNotify || !elsewhere || conversation?.is_muted) return;
      notifyNewMessage({
        title: conversation ? translate('notifications.from', { name: conversation.recruiter.full_name }) : translate('notifications.title'),
        body: messagePreview(message, translate),
        chatId,
        open: (id) => void go(localHref(lang, '/:lang?/chat/:chatId?', { chatId: id })),
      });
    }

    function onEvent(event: ChatSocketEvent, mayNotify = true) {
      switch (event.type) {
        case 'message.new':
        case 'interview.invited':
          onNewMessage(event.chat_id, event.message, mayNotify);
          break;
        case 'message.recalled':
          markRecalled(client, scope, event.chat_id, event.message_id, event.recalled_at);
          void refreshConversation(client, scope, event.chat_id);
          break;
        case 'messages.read':
          markOwnRead(client, scope, event.chat_id, event.last_read_message_id);
          break;
        case 'typing':
          setTyping(event.chat_id, event.is_typing);
          break;
        default:
          break;
      }
    }

    const connection = connectChatRealtime({
      onEvent,
      onStatus: (status, error) => {
        store.set(socketStatusAtom, status);
        // Frames sent before the socket (re)opened are lost: read again what they may have changed.
        if (status === 'open') void refreshAllChats(client, scope);
        // The reason stays until the connection is back (the worker's own status has none).
        if (error !== undefined || status === 'open' || status === 'closed') store.set(socketErrorAtom, error);
      },
    });
    return () => {
      connection.close();
      for (const timer of typingTimers.values()) clearTimeout(timer);
      store.set(typingChatIdsAtom, new Set<number>());
    };
  }, [signedIn, client, scope, store]);
}
