/** Conversations: folders, start, get, delete, pin, mute, not interested, report, read. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import type { ConversationFolder } from '../../../sdk/generated/chat/hooks';
import {
  deleteConversationParams, getConversationParams, listConversationsQueryParams, markConversationReadParams, reportConversationBody,
  reportConversationParams, startConversationBody, updateConversationInterestBody, updateConversationInterestParams, updateConversationMuteBody,
  updateConversationMuteParams, updateConversationPinBody, updateConversationPinParams,
} from '../../../sdk/generated/chat/zod';
import { defineOperation } from '../../http/define-operation';
import { pageOf } from '../../http/paging';
import { fail, ok } from '../../http/reply';
import { chatReportLists } from '../../seed/config/catalog-reasons';
import {
  addChatReport, appendMessage, conversationById, conversationsOf, deleteConversationRecord, isoNow, markConversationReadRecord, messagesByChat,
  openConversation, setConversationFlag, unreadCount, type ConversationFlag, type ConversationRecord,
} from '../../state/chats';
import { greetingSettingsOf, ownChatItem } from '../../state/chat-texts';
import { conversationOperation, conversationReply, toChatConversation } from './chat-context';
import { answerAsRecruiter } from './recruiter-replies';

const IN_FOLDER: Record<ConversationFolder, (c: ConversationRecord) => boolean> = {
  all: (c) => !c.is_not_interested,
  not_interested: (c) => c.is_not_interested,
  pinned: (c) => c.is_pinned && !c.is_not_interested,
  muted: (c) => c.is_muted && !c.is_not_interested,
};

function newestFirst(a: ConversationRecord, b: ConversationRecord): number {
  return a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : b.id - a.id;
}

/** A handler that changes one conversation flag and answers the conversation. */
function flagHandler<K extends ConversationFlag>(
  operationId: 'updateConversationPin' | 'updateConversationMute' | 'updateConversationInterest',
  params: typeof updateConversationPinParams,
  body: typeof updateConversationPinBody | typeof updateConversationMuteBody | typeof updateConversationInterestBody,
  flag: K,
) {
  return conversationOperation(operationId, {
    params,
    body,
    handle: async (found, { body: input }) => {
      const updated = await setConversationFlag(found.conversation, flag, (input as Record<K, boolean>)[flag]);
      return ok(await conversationReply(found, updated));
    },
  });
}

export function conversationHandlers() {
  return [
    defineOperation('listConversations', {
      access: 'user',
      query: listConversationsQueryParams,
      handle: async (input) => {
        const { page, size } = input.query;
        const folder = input.query.folder ?? 'all';
        const visible = await conversationsOf(input.user.id);
        const byChat = await messagesByChat(visible.map((c) => c.id));
        const listed = visible.filter(IN_FOLDER[folder]).sort(newestFirst);
        // "all" keeps pinned conversations on top.
        if (folder === 'all') listed.sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned));
        const { items, ...paging } = pageOf(listed, page, size, (c) => toChatConversation(input, c, byChat.get(c.id)!));
        return ok({
          ...paging,
          unread_total: visible.filter(IN_FOLDER.all).reduce((sum, c) => sum + unreadCount(byChat.get(c.id)!), 0),
          conversations: items,
        });
      },
    }),
    defineOperation('startConversation', {
      access: 'user',
      body: startConversationBody,
      handle: async (input) => {
        const { user, db, body } = input;
        if (!user.is_profile_completed) return fail(ErrorCode.NoPermission, { message: 'Complete your profile before chatting with recruiters.' });
        const job = db.indexes.jobsById.get(body.job_id);
        if (!job) return fail(ErrorCode.NotFound, { message: 'Page does not exist' });
        if (job.status === 'deleted') return fail(ErrorCode.JobDeleted, { message: 'Position has been deleted' });
        if (job.status === 'closed') return fail(ErrorCode.JobClosed, { message: 'Oops! This position is no longer open' });
        if (body.recruiter_id === user.id) return fail(ErrorCode.ChatWithSelf, { message: 'You cannot chat with yourself.' });
        if (body.recruiter_id !== job.recruiter_id) {
          return fail(ErrorCode.ValidationFailed, { fields: { recruiter_id: ['The recruiter is not the recruiter of this job.'] } });
        }
        // Singapore jobs are restricted by work eligibility: they need verified identity info.
        if (job.country_key === 'sg' && user.user_identity_id === null) return fail(ErrorCode.IdentityMismatch, { message: 'Eligibility Mismatch' });
        const { conversation, created } = await openConversation(user.id, job);
        const settings = await greetingSettingsOf(user.id);
        const greeting = created && settings.is_enabled && settings.selected_greeting_id !== null
          ? (await ownChatItem('greetings', user.id, settings.selected_greeting_id))?.text
          : undefined;
        const first = body.first_message ?? greeting;
        if (first) {
          await appendMessage(conversation.id, { sender: 'jobseeker', type: 'text', text: first });
          void answerAsRecruiter(user.id, conversation.id);
        }
        // The first message moved the conversation's updated_at: answer the stored one.
        return ok(await conversationReply(input, (await conversationById(conversation.id)) ?? conversation));
      },
    }),
    conversationOperation('getConversation', {
      params: getConversationParams,
      handle: async (found) => ok(await conversationReply(found, found.conversation)),
    }),
    conversationOperation('deleteConversation', {
      params: deleteConversationParams,
      handle: async (found) => {
        await deleteConversationRecord(found.conversation);
        return ok({ chat_id: found.conversation.id });
      },
    }),
    flagHandler('updateConversationPin', updateConversationPinParams, updateConversationPinBody, 'is_pinned'),
    flagHandler('updateConversationMute', updateConversationMuteParams, updateConversationMuteBody, 'is_muted'),
    flagHandler('updateConversationInterest', updateConversationInterestParams, updateConversationInterestBody, 'is_not_interested'),
    conversationOperation('reportConversation', {
      params: reportConversationParams,
      body: reportConversationBody,
      handle: async (found, { body }) => {
        if (!chatReportLists.some((reason) => reason.id === body.reason_id)) {
          return fail(ErrorCode.ValidationFailed, { fields: { reason_id: ['Choose one of the chat report reasons.'] } });
        }
        const report = await addChatReport({
          user_id: found.user.id, chat_id: found.conversation.id, reason_id: body.reason_id, text: body.text ?? '', created_at: isoNow(),
        });
        return ok({ id: report.id, chat_id: report.chat_id, reason_id: report.reason_id, created_at: report.created_at });
      },
    }),
    conversationOperation('markConversationRead', {
      params: markConversationReadParams,
      handle: async (found) => {
        const messages = await markConversationReadRecord(found.conversation.id);
        const last = messages[messages.length - 1];
        return ok({ chat_id: found.conversation.id, unread_count: 0, last_read_message_id: last?.id ?? null, read_at: isoNow() });
      },
    }),
  ];
}
