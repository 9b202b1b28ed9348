/**
 * The interview invitation cards in chat follow their interview: a recruiter's invitation creates the
 * interview (so "View invitation" opens a real one), and accepting, declining or cancelling it updates
 * every card that shows it.
 */
import { initDatabase } from '../db/database';
import { mockNow } from '../db/mock-clock';
import { appendMessage, conversationById, updateInvitationCards, type MessageRecord } from './chats';
import { addInvitationRecord, invitationCardOf, type InterviewRecord } from './interviews';

/** The recruiter invites the seeker of conversation `chatId` to an interview at `startAt`; answers the card message. */
export async function inviteFromChat(chatId: number, startAt: number): Promise<MessageRecord | undefined> {
  const conversation = await conversationById(chatId);
  const db = await initDatabase();
  const job = conversation ? db.indexes.jobsById.get(conversation.job_id) : undefined;
  if (!conversation || !job) return undefined;
  const record = await addInvitationRecord(db, conversation.user_id, job, startAt, mockNow());
  return appendMessage(chatId, { sender: 'recruiter', type: 'interview_invitation', text: 'Interview invitation', interview: invitationCardOf(record) });
}

/** Brings every card of this interview up to date with it (time and status). */
export function followInvitationCards(record: InterviewRecord): Promise<void> {
  return updateInvitationCards(record.id, invitationCardOf(record));
}
