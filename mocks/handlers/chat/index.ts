/** Chat: conversations, messages, common phrases, greetings and the socket ticket (contracts/chat.yaml). */
import type { HttpHandler } from 'msw';
// Registers the chat's reactions to applications and company blocks.
import '../../state/chat-domain-events';
import { conversationHandlers } from './conversation-handlers';
import { decisionHandlers } from './decision-handlers';
import { greetingHandlers } from './greeting-handlers';
import { messageHandlers } from './message-handlers';
import { phraseHandlers } from './phrase-handlers';
import { sentResumeHandlers } from './sent-resume-handlers';
import { socketTicketHandler } from './socket-ticket-handler';

export { setRecruiterReplyDelay } from './recruiter-replies';

export function chatHandlers(): HttpHandler[] {
  return [socketTicketHandler(), ...phraseHandlers(), ...greetingHandlers(), ...conversationHandlers(), ...messageHandlers(), ...sentResumeHandlers(), ...decisionHandlers()];
}
