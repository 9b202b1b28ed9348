/** Who is chatting and about which conversation: the shared first steps of every chat handler. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import type { z } from 'zod';
import type { ChatConversation, ChatJobSummary, ChatRecruiter } from '../../../sdk/generated/chat/hooks';
import { initDatabase, type Database } from '../../db/database';
import { defineOperation, type OperationInput } from '../../http/define-operation';
import { fail } from '../../http/reply';
import { requireUser, type AccountRecord } from '../../state/accounts';
import { awaitingReplySince, bothReplied, messagesOf, ownConversation, unreadCount, type ConversationRecord, type MessageRecord } from '../../state/chats';
import { recruiterReplyStats } from '../../state/recruiter-reply-stats';
import { toJobSummary } from '../projections';
import { assetUrl, requestContext, type RequestContext } from '../request-context';
import type { OperationId } from '../../../sdk/generated/operations';

export interface ChatCaller {
  user: AccountRecord;
  db: Database;
  ctx: RequestContext;
}

export type Outcome<T> = T | { response: Response };

export function refused<T extends object>(outcome: Outcome<T>): outcome is { response: Response } {
  return 'response' in outcome;
}

/** The signed-in caller, or 40003 / 41044. */
export async function chatCaller(request: Request): Promise<Outcome<ChatCaller>> {
  const found = await requireUser(request);
  if ('response' in found) return found;
  return { user: found.user, db: await initDatabase(), ctx: requestContext(request) };
}

type ChatPath = z.ZodObject<{ chatId: z.ZodNumber }>;

export interface ConversationSpec<P extends ChatPath, Q, B> {
  params: P;
  query?: Q;
  body?: B;
  handle: (found: ChatCaller & { conversation: ConversationRecord }, input: OperationInput<'user', P, Q, B>) => Response | Promise<Response>;
}

/** An operation on the caller's visible conversation `chatId` of the path: 40004 when it is not theirs. */
export function conversationOperation<P extends ChatPath, Q extends z.ZodObject | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  operationId: OperationId,
  spec: ConversationSpec<P, Q, B>,
) {
  return defineOperation<'user', P, Q, B>(operationId, {
    access: 'user',
    params: spec.params,
    query: spec.query,
    body: spec.body,
    handle: async (input) => {
      const conversation = await ownConversation(input.user.id, (input.params as { chatId: number }).chatId);
      if (!conversation) return fail(ErrorCode.NotFound, { message: 'This conversation does not exist.' });
      return spec.handle({ user: input.user, db: input.db, ctx: input.ctx, conversation }, input);
    },
  });
}

/** Who the caller is chatting with about what: the conversation's recruiter and job as the replies show them. */
export function chatPartiesOf({ db, ctx }: ChatCaller, conversation: ConversationRecord): { recruiter: ChatRecruiter; job: ChatJobSummary } {
  const job = db.indexes.jobsById.get(conversation.job_id);
  if (!job) throw new Error(`Chat ${conversation.id} refers to unknown job ${conversation.job_id}`);
  const summary = toJobSummary(db, ctx, job);
  const recruiter = db.side.recruitersById.get(conversation.recruiter_id) ?? summary.recruiter;
  const company = db.indexes.companiesById.get(conversation.company_id);
  return {
    recruiter: {
      id: recruiter.id,
      full_name: recruiter.full_name,
      avatar: assetUrl(ctx, recruiter.avatar),
      job_title: recruiter.job_title,
      company_id: conversation.company_id,
      company_name: company?.name ?? summary.company_name,
      company_logo: company ? assetUrl(ctx, company.logo) : summary.company_logo,
      activity_label: recruiter.activity_label,
      replied_minutes_ago: recruiter.replied_minutes_ago,
      ...recruiterReplyStats(recruiter),
    },
    job: { id: job.id, slug: job.slug, title: job.title, status: job.status, location_value: summary.location_value, salary: summary.salary },
  };
}

/** The conversation as replies show it; `history` is its messages, oldest first. */
export function toChatConversation(caller: ChatCaller, conversation: ConversationRecord, history: readonly MessageRecord[]): ChatConversation {
  const last = history[history.length - 1];
  return {
    id: conversation.id,
    ...chatPartiesOf(caller, conversation),
    last_message: last ? { ...last } : null,
    unread_count: unreadCount(history),
    is_pinned: conversation.is_pinned,
    is_muted: conversation.is_muted,
    is_not_interested: conversation.is_not_interested,
    can_exchange_contact: bothReplied(history),
    awaiting_reply_since: awaitingReplySince(history),
    created_at: conversation.created_at,
    updated_at: conversation.updated_at,
  };
}

/** The conversation as replies show it, with its messages as stored now. */
export async function conversationReply(caller: ChatCaller, conversation: ConversationRecord): Promise<ChatConversation> {
  return toChatConversation(caller, conversation, await messagesOf(conversation.id));
}
