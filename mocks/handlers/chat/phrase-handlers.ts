/** Common phrases (quick replies in the chat box): at most 20 (41181). */
import { createCommonPhraseBody, deleteCommonPhraseParams, updateCommonPhraseBody, updateCommonPhraseParams } from '../../../sdk/generated/chat/zod';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { isoNow, itemsOf } from '../../state/chats';
import { validateBody, validateValues } from '../validate-request';
import { chatCaller, refused } from './chat-context';
import { addItem, ownItem, toItem } from './chat-items';

export const MAX_COMMON_PHRASES = 20;

export function phraseHandlers() {
  return [
    operation('listCommonPhrases', async ({ request }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      return ok({ phrases: itemsOf(caller.state.phrases, caller.user.id).map(toItem), max_count: MAX_COMMON_PHRASES });
    }),
    operation('createCommonPhrase', async ({ request }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      const body = await validateBody(request, createCommonPhraseBody);
      if (!body.ok) return body.response;
      const { state, user } = caller;
      if (itemsOf(state.phrases, user.id).length >= MAX_COMMON_PHRASES) return fail(41181, { message: '20 common phrases at most.' });
      return ok(toItem(addItem(state.phrases, state.nextId.phrase++, user.id, body.data.text)));
    }),
    operation('updateCommonPhrase', async ({ request, params }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      const path = validateValues(params, updateCommonPhraseParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, updateCommonPhraseBody);
      if (!body.ok) return body.response;
      const phrase = ownItem(caller.state.phrases, caller.user.id, path.data.phraseId);
      if (!phrase) return fail(40004, { message: 'This phrase does not exist.' });
      Object.assign(phrase, { text: body.data.text, updated_at: isoNow() });
      return ok(toItem(phrase));
    }),
    operation('deleteCommonPhrase', async ({ request, params }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      const path = validateValues(params, deleteCommonPhraseParams);
      if (!path.ok) return path.response;
      if (!ownItem(caller.state.phrases, caller.user.id, path.data.phraseId)) return fail(40004, { message: 'This phrase does not exist.' });
      caller.state.phrases.delete(path.data.phraseId);
      return ok({ id: path.data.phraseId });
    }),
  ];
}
