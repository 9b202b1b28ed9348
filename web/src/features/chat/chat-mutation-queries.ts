/**
 * The chat page's changes, one hook per call: each puts the server's answer in the cache (the message,
 * the conversation, the greeting settings) and refreshes what it makes stale (the folders, the header
 * count, the sent resumes), so the screens only show their own outcome. Every screen shows its own
 * error, except marking a conversation read, which has no place on screen and goes to the notification bar.
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUploadFile } from '@sdk/generated/apiGo/hooks';
import {
  createCommonPhrase, createGreeting, deleteCommonPhrase, deleteGreeting, markConversationRead, updateCommonPhrase, updateGreeting,
  useDeleteConversation, useMarkConversationRead, useRecallMessage, useReportConversation, useRequestPhoneExchange, useResendMessage,
  useRespondPhoneExchange, useRespondToOffer, useSendFileInChat, useSendMessage, useSendResumeInChat, useUpdateConversationInterest,
  useUpdateConversationMute, useUpdateConversationPin, useUpdateGreetingSettings, type ChatConversation, type ChatMessage, type GreetingList,
} from '@sdk/generated/chat/hooks';
import { useQueryScope, type QueryScope } from '../../lib/query-scope';
import { moveToEnd, refreshConversation, setConversation, upsertMessage } from './chat-cache';
import { commonPhrasesQuery, conversationQuery, greetingsQuery, messagesQuery } from './chat-queries';
import { useItemMutations } from './use-item-mutations';

/** A message the server answered (sent, recalled, answered): in place in the history, and the conversation's header and folders follow. */
function useOnMessage() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return (message: ChatMessage) => {
    upsertMessage(client, scope, message);
    void refreshConversation(client, scope, message.chat_id);
  };
}

/** A conversation the server answered (pinned, muted, not interested): it replaces the cached one; the folders follow. */
function useOnConversation() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return (conversation: ChatConversation) => {
    setConversation(client, scope, conversation);
    void refreshConversation(client, scope);
  };
}

export function useSendMessageMutation() {
  return useSendMessage({ mutation: { onSuccess: useOnMessage() } });
}

export function useRecallMessageMutation() {
  return useRecallMessage({ mutation: { onSuccess: useOnMessage() } });
}

/** A resent message is delivered now, so it moves to the end of the history. */
export function useResendMessageMutation() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useResendMessage({
    mutation: {
      onSuccess: (message) => {
        moveToEnd(client, scope, message);
        void refreshConversation(client, scope, message.chat_id);
      },
    },
  });
}

/** Accepting an offer declines the other pending ones: the history then shows them as the server has them. */
export function useRespondToOfferMutation() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useRespondToOffer({
    mutation: {
      onSuccess: (message, { data }) => {
        upsertMessage(client, scope, message);
        if (data.accept) void client.invalidateQueries({ queryKey: messagesQuery(scope, message.chat_id).queryKey });
        void refreshConversation(client, scope, message.chat_id);
      },
    },
  });
}

export function useRespondPhoneExchangeMutation() {
  return useRespondPhoneExchange({ mutation: { onSuccess: useOnMessage() } });
}

export function useRequestPhoneExchangeMutation() {
  return useRequestPhoneExchange({ mutation: { onSuccess: useOnMessage() } });
}

export function useSendResumeInChatMutation() {
  return useSendResumeInChat({ mutation: { onSuccess: useOnMessage() } });
}

/** A chat file is uploaded first (`useUploadFileMutation`), then sent with its upload id. */
export function useUploadFileMutation() {
  return useUploadFile();
}

export function useSendFileInChatMutation() {
  return useSendFileInChat({ mutation: { onSuccess: useOnMessage() } });
}

export function useUpdateConversationPinMutation() {
  return useUpdateConversationPin({ mutation: { onSuccess: useOnConversation() } });
}

export function useUpdateConversationMuteMutation() {
  return useUpdateConversationMute({ mutation: { onSuccess: useOnConversation() } });
}

export function useUpdateConversationInterestMutation() {
  return useUpdateConversationInterest({ mutation: { onSuccess: useOnConversation() } });
}

export function useReportConversationMutation() {
  return useReportConversation();
}

/** The page leaves the deleted conversation first (`useForgetConversation` once it has), so it is never asked for again. */
export function useDeleteConversationMutation() {
  return useDeleteConversation();
}

/** Drops a deleted conversation and its messages from the cache; the folders and the sent resumes follow. */
export function useForgetConversation() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(
    (chatId: number) => {
      client.removeQueries({ queryKey: conversationQuery(scope, chatId).queryKey });
      client.removeQueries({ queryKey: messagesQuery(scope, chatId).queryKey });
      void refreshConversation(client, scope);
    },
    [client, scope],
  );
}

/**
 * Opening a conversation reads it: its unread count goes to 0, and the folders and header follow. Nothing
 * on screen waits for it (the page itself still works), so a failure goes to the notification bar.
 */
export function useMarkConversationReadMutation() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useMarkConversationRead({
    mutation: {
      meta: { notifyOnError: true },
      onSuccess: (_reply, { chatId }) => {
        const cached = client.getQueryData(conversationQuery(scope, chatId).queryKey);
        if (cached) setConversation(client, scope, { ...cached, unread_count: 0 });
        void refreshConversation(client, scope);
      },
    },
  });
}

/** A message arrived in the conversation the user is watching: it is read at once, then the conversation is read again. */
export function markWatchedConversationRead(client: QueryClient, scope: QueryScope, chatId: number): void {
  void markConversationRead(chatId).finally(() => void refreshConversation(client, scope, chatId));
}

/** The greeting settings answer the new settings, which go into the cached list. */
export function useUpdateGreetingSettingsMutation() {
  const client = useQueryClient();
  const { queryKey } = greetingsQuery(useQueryScope());
  return useUpdateGreetingSettings({
    mutation: { onSuccess: (next) => client.setQueryData<GreetingList>(queryKey, (old) => (old ? { ...old, ...next } : old)) },
  });
}

/** The list read again after a change, before the change counts as done (so "Saved" shows with the new list). */
function useListRefresh(queryKey: QueryKey) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey });
}

/** Add, edit and delete of the common phrases, each followed by a fresh list. */
export function useCommonPhraseMutations() {
  const refresh = useListRefresh(commonPhrasesQuery(useQueryScope()).queryKey);
  return useItemMutations({
    create: (text) => createCommonPhrase({ text }).then(refresh),
    update: (id, text) => updateCommonPhrase(id, { text }).then(refresh),
    remove: (id) => deleteCommonPhrase(id).then(refresh),
  });
}

/** Add, edit and delete of the greetings, each followed by a fresh list. */
export function useGreetingMutations() {
  const refresh = useListRefresh(greetingsQuery(useQueryScope()).queryKey);
  return useItemMutations({
    create: (text) => createGreeting({ text }).then(refresh),
    update: (id, text) => updateGreeting(id, { text }).then(refresh),
    remove: (id) => deleteGreeting(id).then(refresh),
  });
}
