/** Common phrases (quick replies in the chat box): at most 20 (41181). */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { createCommonPhraseBody, deleteCommonPhraseParams, updateCommonPhraseBody, updateCommonPhraseParams } from '../../../sdk/generated/chat/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { addChatItem, itemsOf, ownChatItem, removeChatItem, updateChatItem } from '../../state/chat-texts';
import { toItem } from './chat-items';

export const MAX_COMMON_PHRASES = 20;

const NO_SUCH_PHRASE = { message: 'This phrase does not exist.' };

export function phraseHandlers() {
  return [
    defineOperation('listCommonPhrases', {
      access: 'user',
      handle: async ({ user }) => ok({ phrases: (await itemsOf('phrases', user.id)).map(toItem), max_count: MAX_COMMON_PHRASES }),
    }),
    defineOperation('createCommonPhrase', {
      access: 'user',
      body: createCommonPhraseBody,
      handle: async ({ user, body }) => {
        if ((await itemsOf('phrases', user.id)).length >= MAX_COMMON_PHRASES) return fail(ErrorCode.TooManyCommonPhrases, { message: '20 common phrases at most.' });
        return ok(toItem(await addChatItem('phrases', user.id, body.text)));
      },
    }),
    defineOperation('updateCommonPhrase', {
      access: 'user',
      params: updateCommonPhraseParams,
      body: updateCommonPhraseBody,
      handle: async ({ user, params, body }) => {
        const phrase = await ownChatItem('phrases', user.id, params.phraseId);
        if (!phrase) return fail(ErrorCode.NotFound, NO_SUCH_PHRASE);
        return ok(toItem(await updateChatItem('phrases', phrase, body.text)));
      },
    }),
    defineOperation('deleteCommonPhrase', {
      access: 'user',
      params: deleteCommonPhraseParams,
      handle: async ({ user, params }) => {
        const phrase = await ownChatItem('phrases', user.id, params.phraseId);
        if (!phrase) return fail(ErrorCode.NotFound, NO_SUCH_PHRASE);
        await removeChatItem('phrases', phrase);
        return ok({ id: params.phraseId });
      },
    }),
  ];
}
