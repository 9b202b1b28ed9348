/**
 * What other domains do to chats: applying opens (or reuses) the conversation with the job's recruiter
 * and posts the first message, which the recruiter answers; blocking a company hides its conversations until it is unblocked.
 * Registered once when the chat handlers load.
 */
import { answerAsRecruiter } from '../handlers/chat/recruiter-replies';
import { initDatabase } from '../db/database';
import { appendMessage, openConversation, setCompanyConversationsHidden } from './chats';
import { onDomainEvent, type DomainEvent } from './domain-events';

async function onApplication(event: Extract<DomainEvent, { type: 'application-created' }>): Promise<void> {
  const db = await initDatabase();
  const job = db.indexes.jobsById.get(event.jobId);
  if (!job) return;
  const { conversation } = await openConversation(event.userId, { ...job, recruiter_id: event.recruiterId });
  await appendMessage(conversation.id, { sender: 'system', type: 'system', text: `You applied for ${job.title}.`, status: 'read' });
  if (!event.firstMessage) return;
  await appendMessage(conversation.id, { sender: 'jobseeker', type: 'text', text: event.firstMessage });
  void answerAsRecruiter(event.userId, conversation.id);
}

onDomainEvent(async (event) => {
  if (event.type === 'application-created') await onApplication(event);
  else if (event.type === 'company-blocked') await setCompanyConversationsHidden(event.userId, event.companyId, true);
  else if (event.type === 'company-unblocked') await setCompanyConversationsHidden(event.userId, event.companyId, false);
});
