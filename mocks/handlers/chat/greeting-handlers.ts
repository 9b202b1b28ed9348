/** Greeting messages sent when a chat starts: at most 10 (41343), no URLs or phone numbers (41344), auto-reply permission (41225). */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  createGreetingBody, deleteGreetingParams, updateGreetingBody, updateGreetingParams, updateGreetingSettingsBody,
} from '../../../sdk/generated/chat/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import type { AccountRecord } from '../../state/accounts';
import { addChatItem, greetingSettingsOf, itemsOf, ownChatItem, removeChatItem, updateChatItem, updateGreetingSettings } from '../../state/chat-texts';
import { toItem } from './chat-items';

export const MAX_GREETINGS = 10;

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|co|ph|sg|me|info|biz)\b/i;
/** Seven or more digits, possibly with a leading + and spaces, dots or dashes between them. */
const PHONE_PATTERN = /\+?\d(?:[\s.-]?\d){6,}/;

export function containsContactDetails(text: string): boolean {
  return URL_PATTERN.test(text) || PHONE_PATTERN.test(text);
}

/** Auto-reply (automatic greetings) is granted to accounts with a complete profile. */
export function hasAutoReplyPermission(user: AccountRecord): boolean {
  return user.is_profile_completed;
}

async function greetingList(user: AccountRecord) {
  const settings = await greetingSettingsOf(user.id);
  return {
    greetings: (await itemsOf('greetings', user.id)).map(toItem), is_enabled: settings.is_enabled, selected_greeting_id: settings.selected_greeting_id,
    has_auto_reply_permission: hasAutoReplyPermission(user), max_count: MAX_GREETINGS,
  };
}

const CONTACT_DETAILS = { message: 'Greeting messages cannot contain links or phone numbers.' };
const NO_SUCH_GREETING = { message: 'This greeting does not exist.' };

export function greetingHandlers() {
  return [
    defineOperation('listGreetings', {
      access: 'user',
      handle: async ({ user }) => ok(await greetingList(user)),
    }),
    defineOperation('createGreeting', {
      access: 'user',
      body: createGreetingBody,
      handle: async ({ user, body }) => {
        if ((await itemsOf('greetings', user.id)).length >= MAX_GREETINGS) return fail(ErrorCode.TooManyGreetings, { message: '10 greeting messages at most.' });
        if (containsContactDetails(body.text)) return fail(ErrorCode.MessageHasContact, CONTACT_DETAILS);
        return ok(toItem(await addChatItem('greetings', user.id, body.text)));
      },
    }),
    defineOperation('updateGreeting', {
      access: 'user',
      params: updateGreetingParams,
      body: updateGreetingBody,
      handle: async ({ user, params, body }) => {
        const greeting = await ownChatItem('greetings', user.id, params.greetingId);
        if (!greeting) return fail(ErrorCode.NotFound, NO_SUCH_GREETING);
        if (containsContactDetails(body.text)) return fail(ErrorCode.MessageHasContact, CONTACT_DETAILS);
        return ok(toItem(await updateChatItem('greetings', greeting, body.text)));
      },
    }),
    defineOperation('deleteGreeting', {
      access: 'user',
      params: deleteGreetingParams,
      handle: async ({ user, params }) => {
        const greeting = await ownChatItem('greetings', user.id, params.greetingId);
        if (!greeting) return fail(ErrorCode.NotFound, NO_SUCH_GREETING);
        await removeChatItem('greetings', greeting);
        return ok({ id: params.greetingId });
      },
    }),
    defineOperation('updateGreetingSettings', {
      access: 'user',
      body: updateGreetingSettingsBody,
      handle: async ({ user, body }) => {
        const settings = await greetingSettingsOf(user.id);
        const { is_enabled: enable, greeting_id: greetingId } = body;
        if (greetingId !== undefined && !(await ownChatItem('greetings', user.id, greetingId))) return fail(ErrorCode.NotFound, NO_SUCH_GREETING);
        let selected = greetingId ?? settings.selected_greeting_id;
        if (enable) {
          if (!hasAutoReplyPermission(user)) return fail(ErrorCode.NoAutoReplyPermission, { message: 'Complete your profile to send greetings automatically.' });
          selected ??= (await itemsOf('greetings', user.id))[0]?.id ?? null;
          if (selected === null) return fail(ErrorCode.ValidationFailed, { fields: { greeting_id: ['Add a greeting message first.'] } });
        }
        return ok(await updateGreetingSettings(user.id, { is_enabled: enable, selected_greeting_id: selected }));
      },
    }),
  ];
}
