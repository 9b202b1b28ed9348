/** Messages: history with a cursor, send, recall (own, within 2 minutes), resend, resume, phone exchange. */
import {
  listMessagesParams, listMessagesQueryParams, recallMessageParams, requestPhoneExchangeParams, resendMessageParams, sendMessageBody,
  sendMessageParams, sendResumeInChatBody, sendResumeInChatParams,
} from '../../../sdk/generated/chat/zod';
import { mockNow } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { appendMessage, bothReplied, isoNow, messagesOf, type MessageRecord } from '../../state/chats';
import { publishChatEvent } from '../../state/chat-socket-hub';
import { validateBody, validateQuery } from '../validate-request';
import { chatConversation, refused, type ChatCaller } from './chat-context';
import { answerAsRecruiter } from './recruiter-replies';

export const RECALL_WINDOW_MS = 2 * 60_000;

/** The conversation's message `messageId` sent by the job seeker, or the refusal. */
function ownMessage(caller: ChatCaller, chatId: number, messageId: number): MessageRecord | { response: Response } {
  const message = caller.state.messages.get(messageId);
  if (!message || message.chat_id !== chatId) return { response: fail(40004, { message: 'This message does not exist.' }) };
  if (message.sender !== 'jobseeker') return { response: fail(40005, { message: 'You can only change your own messages.' }) };
  return message;
}

/** Where the page before `beforeId` ends: at that message, or (when it is gone) at the first newer id. */
function cursorIndex(messages: readonly MessageRecord[], beforeId: number): number {
  const at = messages.findIndex((m) => m.id === beforeId);
  if (at !== -1) return at;
  const newer = messages.findIndex((m) => m.id > beforeId);
  return newer === -1 ? messages.length : newer;
}

export function messageHandlers() {
  return [
    operation('listMessages', async ({ request, params }) => {
      const found = await chatConversation(request, params, listMessagesParams);
      if (refused(found)) return found.response;
      const query = validateQuery(request, listMessagesQueryParams);
      if (!query.ok) return query.response;
      const { before_id: beforeId, size } = query.data;
      const all = messagesOf(found.state, found.conversation.id);
      const older = beforeId === undefined ? all : all.slice(0, cursorIndex(all, beforeId));
      const page = older.slice(Math.max(0, older.length - size));
      const hasMore = older.length > page.length;
      return ok({ messages: page.map((m) => ({ ...m })), has_more: hasMore, next_before_id: hasMore ? (page[0]?.id ?? null) : null });
    }),
    operation('sendMessage', async ({ request, params }, { scenario }) => {
      const found = await chatConversation(request, params, sendMessageParams);
      if (refused(found)) return found.response;
      const body = await validateBody(request, sendMessageBody);
      if (!body.ok) return body.response;
      // The `failed` variant stores an undelivered message, for the resend flow.
      const failed = scenario?.variant === 'failed';
      const message = appendMessage(found.state, found.conversation.id, { sender: 'jobseeker', type: 'text', text: body.data.text, status: failed ? 'failed' : 'sent' });
      if (!failed) void answerAsRecruiter(found.user.id, found.conversation.id);
      return ok({ ...message });
    }),
    operation('recallMessage', async ({ request, params }) => {
      const found = await chatConversation(request, params, recallMessageParams);
      if (refused(found)) return found.response;
      const message = ownMessage(found, found.conversation.id, found.path.messageId);
      if ('response' in message) return message.response;
      if (message.status === 'recalled') return fail(40005, { message: 'This message has already been recalled.' });
      if (mockNow() - Date.parse(message.created_at) > RECALL_WINDOW_MS) {
        return fail(40005, { message: 'Messages can only be recalled within 2 minutes of sending.' });
      }
      Object.assign(message, { status: 'recalled', text: null, resume: null, phone_exchange: null, recalled_at: isoNow() });
      publishChatEvent(found.user.id, { type: 'message.recalled', chat_id: message.chat_id, message_id: message.id, recalled_at: message.recalled_at! });
      return ok({ ...message });
    }),
    operation('resendMessage', async ({ request, params }) => {
      const found = await chatConversation(request, params, resendMessageParams);
      if (refused(found)) return found.response;
      const message = ownMessage(found, found.conversation.id, found.path.messageId);
      if ('response' in message) return message.response;
      if (message.status !== 'failed') return fail(40005, { message: 'Only messages that failed to send can be resent.' });
      Object.assign(message, { status: 'sent', created_at: isoNow() });
      // Move it to the end of the history: it is delivered now.
      const ids = found.state.messageIdsByChat.get(message.chat_id) ?? [];
      ids.splice(ids.indexOf(message.id), 1);
      ids.push(message.id);
      found.conversation.updated_at = message.created_at;
      void answerAsRecruiter(found.user.id, found.conversation.id);
      return ok({ ...message });
    }),
    operation('sendResumeInChat', async ({ request, params }) => {
      const found = await chatConversation(request, params, sendResumeInChatParams);
      if (refused(found)) return found.response;
      const body = await validateBody(request, sendResumeInChatBody);
      if (!body.ok) return body.response;
      if (!bothReplied(found.state, found.conversation.id)) {
        return fail(40005, { message: 'You can send your resume once you and the recruiter have both replied.' });
      }
      const filename = `${found.user.first_name}_${found.user.last_name}_Resume.pdf`.replace(/\s+/g, '_');
      const message = appendMessage(found.state, found.conversation.id, {
        sender: 'jobseeker', type: 'resume', text: null, resume: { resume_id: body.data.resume_id, filename },
      });
      return ok({ ...message });
    }),
    operation('requestPhoneExchange', async ({ request, params }) => {
      const found = await chatConversation(request, params, requestPhoneExchangeParams);
      if (refused(found)) return found.response;
      if (!bothReplied(found.state, found.conversation.id)) {
        return fail(40005, { message: 'You can exchange phone numbers once you and the recruiter have both replied.' });
      }
      const message = appendMessage(found.state, found.conversation.id, {
        sender: 'jobseeker', type: 'phone_exchange', text: null, phone_exchange: { status: 'requested', phone: null },
      });
      return ok({ ...message });
    }),
  ];
}
