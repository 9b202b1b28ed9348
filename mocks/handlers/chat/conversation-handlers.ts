/** Conversations: folders, start, get, delete, pin, mute, not interested, report, read. */
import type { ConversationFolder } from '../../../sdk/generated/chat/hooks';
import {
  deleteConversationParams, getConversationParams, listConversationsQueryParams, markConversationReadParams, reportConversationBody,
  reportConversationParams, startConversationBody, updateConversationInterestBody, updateConversationInterestParams, updateConversationMuteBody,
  updateConversationMuteParams, updateConversationPinBody, updateConversationPinParams,
} from '../../../sdk/generated/chat/zod';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { chatReportLists } from '../../seed/config/catalog-reasons';
import {
  appendMessage, deleteConversationRecord, greetingSettingsOf, isoNow, messagesOf, openConversation, unreadCount, type ConversationRecord,
} from '../../state/chats';
import { validateBody, validateQuery } from '../validate-request';
import { chatCaller, chatConversation, refused, toChatConversation } from './chat-context';
import { answerAsRecruiter } from './recruiter-replies';
import { pageOf } from '../../http/paging';

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
function flagHandler<K extends 'is_pinned' | 'is_muted' | 'is_not_interested'>(
  operationId: 'updateConversationPin' | 'updateConversationMute' | 'updateConversationInterest',
  params: typeof updateConversationPinParams,
  body: typeof updateConversationPinBody | typeof updateConversationMuteBody | typeof updateConversationInterestBody,
  flag: K,
) {
  return operation(operationId, async ({ request, params: values }) => {
    const found = await chatConversation(request, values, params);
    if (refused(found)) return found.response;
    const input = await validateBody(request, body);
    if (!input.ok) return input.response;
    found.conversation[flag] = (input.data as Record<K, boolean>)[flag];
    return ok(toChatConversation(found, found.conversation));
  });
}

export function conversationHandlers() {
  return [
    operation('listConversations', async ({ request }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      const query = validateQuery(request, listConversationsQueryParams);
      if (!query.ok) return query.response;
      const { page, size } = query.data;
      const folder = query.data.folder ?? 'all';
      const visible = [...caller.state.conversations.values()].filter((c) => c.user_id === caller.user.id && !c.is_hidden);
      const listed = visible.filter(IN_FOLDER[folder]).sort(newestFirst);
      // "all" keeps pinned conversations on top.
      if (folder === 'all') listed.sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned));
      const { items, ...paging } = pageOf(listed, page, size, (c) => toChatConversation(caller, c));
      return ok({
        ...paging,
        unread_total: visible.filter(IN_FOLDER.all).reduce((sum, c) => sum + unreadCount(caller.state, c.id), 0),
        conversations: items,
      });
    }),
    operation('startConversation', async ({ request }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      const body = await validateBody(request, startConversationBody);
      if (!body.ok) return body.response;
      const { user, state, db } = caller;
      if (!user.is_profile_completed) return fail(40005, { message: 'Complete your profile before chatting with recruiters.' });
      const job = db.indexes.jobsById.get(body.data.job_id);
      if (!job) return fail(40004, { message: 'Page does not exist' });
      if (job.status === 'deleted') return fail(41113, { message: 'Position has been deleted' });
      if (job.status === 'closed') return fail(41127, { message: 'Oops! This position is no longer open' });
      if (body.data.recruiter_id === user.id) return fail(41140, { message: 'You cannot chat with yourself.' });
      if (body.data.recruiter_id !== job.recruiter_id) {
        return fail(40001, { fields: { recruiter_id: ['The recruiter is not the recruiter of this job.'] } });
      }
      // Singapore jobs are restricted by work eligibility: they need verified identity info.
      if (job.country_key === 'sg' && user.user_identity_id === null) return fail(41274, { message: 'Eligibility Mismatch' });
      const { conversation, created } = openConversation(state, user.id, job);
      const settings = greetingSettingsOf(state, user.id);
      const greeting = created && settings.is_enabled && settings.selected_greeting_id !== null ? state.greetings.get(settings.selected_greeting_id)?.text : undefined;
      const first = body.data.first_message ?? greeting;
      if (first) {
        appendMessage(state, conversation.id, { sender: 'jobseeker', type: 'text', text: first });
        void answerAsRecruiter(user.id, conversation.id);
      }
      return ok(toChatConversation(caller, conversation));
    }),
    operation('getConversation', async ({ request, params }) => {
      const found = await chatConversation(request, params, getConversationParams);
      return refused(found) ? found.response : ok(toChatConversation(found, found.conversation));
    }),
    operation('deleteConversation', async ({ request, params }) => {
      const found = await chatConversation(request, params, deleteConversationParams);
      if (refused(found)) return found.response;
      deleteConversationRecord(found.state, found.conversation.id);
      return ok({ chat_id: found.conversation.id });
    }),
    flagHandler('updateConversationPin', updateConversationPinParams, updateConversationPinBody, 'is_pinned'),
    flagHandler('updateConversationMute', updateConversationMuteParams, updateConversationMuteBody, 'is_muted'),
    flagHandler('updateConversationInterest', updateConversationInterestParams, updateConversationInterestBody, 'is_not_interested'),
    operation('reportConversation', async ({ request, params }) => {
      const found = await chatConversation(request, params, reportConversationParams);
      if (refused(found)) return found.response;
      const body = await validateBody(request, reportConversationBody);
      if (!body.ok) return body.response;
      if (!chatReportLists.some((reason) => reason.id === body.data.reason_id)) {
        return fail(40001, { fields: { reason_id: ['Choose one of the chat report reasons.'] } });
      }
      const report = {
        id: found.state.nextId.report++, user_id: found.user.id, chat_id: found.conversation.id, reason_id: body.data.reason_id,
        text: body.data.text ?? '', created_at: isoNow(),
      };
      found.state.reports.set(report.id, report);
      return ok({ id: report.id, chat_id: report.chat_id, reason_id: report.reason_id, created_at: report.created_at });
    }),
    operation('markConversationRead', async ({ request, params }) => {
      const found = await chatConversation(request, params, markConversationReadParams);
      if (refused(found)) return found.response;
      const messages = messagesOf(found.state, found.conversation.id);
      for (const message of messages) if (message.sender === 'recruiter' && message.status === 'sent') message.status = 'read';
      const last = messages[messages.length - 1];
      return ok({ chat_id: found.conversation.id, unread_count: 0, last_read_message_id: last?.id ?? null, read_at: isoNow() });
    }),
  ];
}
