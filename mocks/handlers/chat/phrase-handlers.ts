/** Common phrases (quick replies in the chat box): at most 20 (41181). */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { createCommonPhraseBody, deleteCommonPhraseParams, updateCommonPhraseBody, updateCommonPhraseParams } from '../../../sdk/generated/chat/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { addChatItem, chats, itemsOf, ownChatItem, removeChatItem, updateChatItem } from '../../state/chats';
import { toItem } from './chat-items';

export const MAX_COMMON_PHRASES = 20;

const NO_SUCH_PHRASE = { message: 'This phrase does not exist.' };

export function phraseHandlers() {
  return [
    defineOperation('listCommonPhrases', {
      access: 'user',
      handle: async ({ user }) => ok({ phrases: itemsOf((await chats()).phrases, user.id).map(toItem), max_count: MAX_COMMON_PHRASES }),
    }),
    defineOperation('createCommonPhrase', {
      access: 'user',
      body: createCommonPhraseBody,
      handle: async ({ user, body }) => {
        const state = await chats();
        if (itemsOf(state.phrases, user.id).length >= MAX_COMMON_PHRASES) return fail(ErrorCode.TooManyCommonPhrases, { message: '20 common phrases at most.' });
        return ok(toItem(addChatItem(state, 'phrases', user.id, body.text)));
      },
    }),
    defineOperation('updateCommonPhrase', {
      access: 'user',
      params: updateCommonPhraseParams,
      body: updateCommonPhraseBody,
      handle: async ({ user, params, body }) => {
        const phrase = ownChatItem(await chats(), 'phrases', user.id, params.phraseId);
        if (!phrase) return fail(ErrorCode.NotFound, NO_SUCH_PHRASE);
        updateChatItem(phrase, body.text);
        return ok(toItem(phrase));
      },
    }),
    defineOperation('deleteCommonPhrase', {
      access: 'user',
      params: deleteCommonPhraseParams,
      handle: async ({ user, params }) => {
        const state = await chats();
        if (!ownChatItem(state, 'phrases', user.id, params.phraseId)) return fail(ErrorCode.NotFound, NO_SUCH_PHRASE);
        removeChatItem(state, 'phrases', user.id, params.phraseId);
        return ok({ id: params.phraseId });
      },
    }),
  ];
}
