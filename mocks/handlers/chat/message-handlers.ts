/** Messages: history with a cursor, send, recall (own, within 2 minutes), resend, resume, file, phone exchange. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  listMessagesParams, listMessagesQueryParams, recallMessageParams, requestPhoneExchangeParams, resendMessageParams, sendFileInChatBody,
  sendFileInChatParams, sendMessageBody, sendMessageParams, sendResumeInChatBody, sendResumeInChatParams,
} from '../../../sdk/generated/chat/zod';
import { mockNow } from '../../db/mock-clock';
import { fail, ok } from '../../http/reply';
import { appendMessage, bothReplied, isoNow, messageOf, messagesOf, recallMessageRecord, resendMessageRecord, type MessageRecord } from '../../state/chats';
import { publishChatEvent } from '../../state/chat-socket-hub';
import { ownResume } from '../../state/resumes';
import { ownUpload } from '../../state/uploads';
import { assetUrl } from '../request-context';
import { conversationOperation } from './chat-context';
import { answerAsRecruiter } from './recruiter-replies';

export const RECALL_WINDOW_MS = 2 * 60_000;

/** The conversation's message `messageId` sent by the job seeker, or the refusal. */
async function ownMessage(chatId: number, messageId: number): Promise<MessageRecord | { response: Response }> {
  const message = await messageOf(chatId, messageId);
  if (!message) return { response: fail(ErrorCode.NotFound, { message: 'This message does not exist.' }) };
  if (message.sender !== 'jobseeker') return { response: fail(ErrorCode.NoPermission, { message: 'You can only change your own messages.' }) };
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
    conversationOperation('listMessages', {
      params: listMessagesParams,
      query: listMessagesQueryParams,
      handle: async (found, { query }) => {
        const { before_id: beforeId, size } = query;
        const all = await messagesOf(found.conversation.id);
        const older = beforeId === undefined ? all : all.slice(0, cursorIndex(all, beforeId));
        const page = older.slice(Math.max(0, older.length - size));
        const hasMore = older.length > page.length;
        return ok({ messages: page.map((m) => ({ ...m })), has_more: hasMore, next_before_id: hasMore ? (page[0]?.id ?? null) : null });
      },
    }),
    conversationOperation('sendMessage', {
      params: sendMessageParams,
      body: sendMessageBody,
      handle: async (found, { body, scenario }) => {
        // The `failed` variant stores an undelivered message, for the resend flow.
        const failed = scenario?.variant === 'failed';
        const message = await appendMessage(found.conversation.id, { sender: 'jobseeker', type: 'text', text: body.text, status: failed ? 'failed' : 'sent' });
        if (!failed) void answerAsRecruiter(found.user.id, found.conversation.id);
        return ok({ ...message });
      },
    }),
    conversationOperation('recallMessage', {
      params: recallMessageParams,
      handle: async (found, { params }) => {
        const message = await ownMessage(found.conversation.id, params.messageId);
        if ('response' in message) return message.response;
        if (message.status === 'recalled') return fail(ErrorCode.NoPermission, { message: 'This message has already been recalled.' });
        if (mockNow() - Date.parse(message.created_at) > RECALL_WINDOW_MS) {
          return fail(ErrorCode.NoPermission, { message: 'Messages can only be recalled within 2 minutes of sending.' });
        }
        const recalled = await recallMessageRecord(message, isoNow());
        publishChatEvent(found.user.id, { type: 'message.recalled', chat_id: recalled.chat_id, message_id: recalled.id, recalled_at: recalled.recalled_at! });
        return ok({ ...recalled });
      },
    }),
    conversationOperation('resendMessage', {
      params: resendMessageParams,
      handle: async (found, { params }) => {
        const message = await ownMessage(found.conversation.id, params.messageId);
        if ('response' in message) return message.response;
        if (message.status !== 'failed') return fail(ErrorCode.NoPermission, { message: 'Only messages that failed to send can be resent.' });
        const resent = await resendMessageRecord(message, isoNow());
        void answerAsRecruiter(found.user.id, found.conversation.id);
        return ok({ ...resent });
      },
    }),
    conversationOperation('sendResumeInChat', {
      params: sendResumeInChatParams,
      body: sendResumeInChatBody,
      handle: async (found, { body }) => {
        if (!bothReplied(await messagesOf(found.conversation.id))) {
          return fail(ErrorCode.NoPermission, { message: 'You can send your resume once you and the recruiter have both replied.' });
        }
        const resume = await ownResume(found.user.id, body.resume_id);
        if (!resume) return fail(ErrorCode.NotFound, { message: 'This resume does not exist.' });
        const message = await appendMessage(found.conversation.id, {
          sender: 'jobseeker', type: 'resume', text: null, resume: { resume_id: resume.id, filename: resume.filename, resume_updated_at: resume.updated_at },
        });
        return ok({ ...message });
      },
    }),
    conversationOperation('sendFileInChat', {
      params: sendFileInChatParams,
      body: sendFileInChatBody,
      handle: async (found, { body }) => {
        const upload = await ownUpload(found.user.id, body.upload_id);
        if (!upload) {
          return fail(ErrorCode.ValidationFailed, { fields: { upload_id: ['Upload the file first: this is not one of your uploads.'] } });
        }
        const message = await appendMessage(found.conversation.id, {
          sender: 'jobseeker', type: 'file', text: null,
          file: { upload_id: upload.id, url: assetUrl(found.ctx, upload.path), filename: upload.filename, mime_type: upload.mime_type, size: upload.size },
        });
        return ok({ ...message });
      },
    }),
    conversationOperation('requestPhoneExchange', {
      params: requestPhoneExchangeParams,
      handle: async (found) => {
        if (!bothReplied(await messagesOf(found.conversation.id))) {
          return fail(ErrorCode.NoPermission, { message: 'You can exchange phone numbers once you and the recruiter have both replied.' });
        }
        const message = await appendMessage(found.conversation.id, {
          sender: 'jobseeker', type: 'phone_exchange', text: null, phone_exchange: { status: 'requested', phone: null },
        });
        void answerAsRecruiter(found.user.id, found.conversation.id, 'phone');
        return ok({ ...message });
      },
    }),
  ];
}
