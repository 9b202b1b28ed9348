/**
 * The job seeker's answers to the recruiter: a phone request (accept shows the recruiter's number, or
 * decline) and job offers (an employer may send several; accepting one declines the other pending ones).
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { respondPhoneExchangeBody, respondPhoneExchangeParams, respondToOfferBody, respondToOfferParams } from '../../../sdk/generated/chat/zod';
import { fail, ok } from '../../http/reply';
import { answerOfferRecord, answerPhoneExchangeRecord, offersOf, type MessageRecord } from '../../state/chats';
import { conversationOperation, type ChatCaller } from './chat-context';
import { recruiterPhone } from './recruiter-replies';

/** The conversation's message `messageId` sent by the recruiter, or the refusal. */
function recruiterMessage(caller: ChatCaller, chatId: number, messageId: number): MessageRecord | { response: Response } {
  const message = caller.state.messages.get(messageId);
  if (!message || message.chat_id !== chatId) return { response: fail(ErrorCode.NotFound, { message: 'This message does not exist.' }) };
  if (message.sender !== 'recruiter') return { response: fail(ErrorCode.NoPermission, { message: 'Only the recruiter\'s requests and offers can be answered.' }) };
  return message;
}

export function decisionHandlers() {
  return [
    conversationOperation('respondPhoneExchange', {
      params: respondPhoneExchangeParams,
      body: respondPhoneExchangeBody,
      handle: (found, { params, body }) => {
        const message = recruiterMessage(found, found.conversation.id, params.messageId);
        if ('response' in message) return message.response;
        if (message.type !== 'phone_exchange' || message.phone_exchange?.status !== 'requested') {
          return fail(ErrorCode.NoPermission, { message: 'This phone request has already been answered.' });
        }
        answerPhoneExchangeRecord(message, body.accept, recruiterPhone(found.conversation.recruiter_id));
        return ok({ ...message });
      },
    }),
    conversationOperation('respondToOffer', {
      params: respondToOfferParams,
      body: respondToOfferBody,
      handle: (found, { params, body }) => {
        const message = recruiterMessage(found, found.conversation.id, params.messageId);
        if ('response' in message) return message.response;
        if (message.type !== 'offer' || message.offer?.status !== 'pending') {
          return fail(ErrorCode.NoPermission, { message: 'This offer has already been answered.' });
        }
        if (offersOf(found.state, found.conversation.id).some((offer) => offer.offer?.status === 'accepted')) {
          return fail(ErrorCode.NoPermission, { message: 'You have already accepted another offer in this chat.' });
        }
        answerOfferRecord(found.state, message, body.accept);
        return ok({ ...message });
      },
    }),
  ];
}
