/**
 * The job seeker's answers to the recruiter: a phone request (accept shows the recruiter's number, or
 * decline) and job offers (an employer may send several; accepting one declines the other pending ones).
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { respondPhoneExchangeBody, respondPhoneExchangeParams, respondToOfferBody, respondToOfferParams } from '../../../sdk/generated/chat/zod';
import { fail, ok } from '../../http/reply';
import { answerOfferRecord, answerPhoneExchangeRecord, messageOf, messagesOf, offersIn, type MessageRecord } from '../../state/chats';
import { conversationOperation } from './chat-context';
import { recruiterPhone } from './recruiter-replies';

/** The conversation's message `messageId` sent by the recruiter, or the refusal. */
async function recruiterMessage(chatId: number, messageId: number): Promise<MessageRecord | { response: Response }> {
  const message = await messageOf(chatId, messageId);
  if (!message) return { response: fail(ErrorCode.NotFound, { message: 'This message does not exist.' }) };
  if (message.sender !== 'recruiter') return { response: fail(ErrorCode.NoPermission, { message: 'Only the recruiter\'s requests and offers can be answered.' }) };
  return message;
}

export function decisionHandlers() {
  return [
    conversationOperation('respondPhoneExchange', {
      params: respondPhoneExchangeParams,
      body: respondPhoneExchangeBody,
      handle: async (found, { params, body }) => {
        const message = await recruiterMessage(found.conversation.id, params.messageId);
        if ('response' in message) return message.response;
        if (message.type !== 'phone_exchange' || message.phone_exchange?.status !== 'requested') {
          return fail(ErrorCode.NoPermission, { message: 'This phone request has already been answered.' });
        }
        return ok({ ...(await answerPhoneExchangeRecord(message, body.accept, recruiterPhone(found.conversation.recruiter_id))) });
      },
    }),
    conversationOperation('respondToOffer', {
      params: respondToOfferParams,
      body: respondToOfferBody,
      handle: async (found, { params, body }) => {
        const message = await recruiterMessage(found.conversation.id, params.messageId);
        if ('response' in message) return message.response;
        if (message.type !== 'offer' || message.offer?.status !== 'pending') {
          return fail(ErrorCode.NoPermission, { message: 'This offer has already been answered.' });
        }
        if (offersIn(await messagesOf(found.conversation.id)).some((offer) => offer.offer?.status === 'accepted')) {
          return fail(ErrorCode.NoPermission, { message: 'You have already accepted another offer in this chat.' });
        }
        return ok({ ...(await answerOfferRecord(message, body.accept)) });
      },
    }),
  ];
}
