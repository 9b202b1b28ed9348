/** Greeting messages sent when a chat starts: at most 10 (41343), no URLs or phone numbers (41344), auto-reply permission (41225). */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  createGreetingBody, deleteGreetingParams, updateGreetingBody, updateGreetingParams, updateGreetingSettingsBody,
} from '../../../sdk/generated/chat/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import type { AccountRecord } from '../../state/accounts';
import {
  addChatItem, chats, greetingSettingsOf, itemsOf, ownChatItem, removeChatItem, updateChatItem, updateGreetingSettingsRecord, type ChatsState,
} from '../../state/chats';
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

function greetingList(state: ChatsState, user: AccountRecord) {
  const settings = greetingSettingsOf(state, user.id);
  return {
    greetings: itemsOf(state.greetings, user.id).map(toItem), is_enabled: settings.is_enabled, selected_greeting_id: settings.selected_greeting_id,
    has_auto_reply_permission: hasAutoReplyPermission(user), max_count: MAX_GREETINGS,
  };
}

const CONTACT_DETAILS = { message: 'Greeting messages cannot contain links or phone numbers.' };
const NO_SUCH_GREETING = { message: 'This greeting does not exist.' };

export function greetingHandlers() {
  return [
    defineOperation('listGreetings', {
      access: 'user',
      handle: async ({ user }) => ok(greetingList(await chats(), user)),
    }),
    defineOperation('createGreeting', {
      access: 'user',
      body: createGreetingBody,
      handle: async ({ user, body }) => {
        const state = await chats();
        if (itemsOf(state.greetings, user.id).length >= MAX_GREETINGS) return fail(ErrorCode.TooManyGreetings, { message: '10 greeting messages at most.' });
        if (containsContactDetails(body.text)) return fail(ErrorCode.MessageHasContact, CONTACT_DETAILS);
        return ok(toItem(addChatItem(state, 'greetings', user.id, body.text)));
      },
    }),
    defineOperation('updateGreeting', {
      access: 'user',
      params: updateGreetingParams,
      body: updateGreetingBody,
      handle: async ({ user, params, body }) => {
        const greeting = ownChatItem(await chats(), 'greetings', user.id, params.greetingId);
        if (!greeting) return fail(ErrorCode.NotFound, NO_SUCH_GREETING);
        if (containsContactDetails(body.text)) return fail(ErrorCode.MessageHasContact, CONTACT_DETAILS);
        updateChatItem(greeting, body.text);
        return ok(toItem(greeting));
      },
    }),
    defineOperation('deleteGreeting', {
      access: 'user',
      params: deleteGreetingParams,
      handle: async ({ user, params }) => {
        const state = await chats();
        if (!ownChatItem(state, 'greetings', user.id, params.greetingId)) return fail(ErrorCode.NotFound, NO_SUCH_GREETING);
        removeChatItem(state, 'greetings', user.id, params.greetingId);
        return ok({ id: params.greetingId });
      },
    }),
    defineOperation('updateGreetingSettings', {
      access: 'user',
      body: updateGreetingSettingsBody,
      handle: async ({ user, body }) => {
        const state = await chats();
        const settings = greetingSettingsOf(state, user.id);
        const { is_enabled: enable, greeting_id: greetingId } = body;
        if (greetingId !== undefined && !ownChatItem(state, 'greetings', user.id, greetingId)) return fail(ErrorCode.NotFound, NO_SUCH_GREETING);
        let selected = greetingId ?? settings.selected_greeting_id;
        if (enable) {
          if (!hasAutoReplyPermission(user)) return fail(ErrorCode.NoAutoReplyPermission, { message: 'Complete your profile to send greetings automatically.' });
          selected ??= itemsOf(state.greetings, user.id)[0]?.id ?? null;
          if (selected === null) return fail(ErrorCode.ValidationFailed, { fields: { greeting_id: ['Add a greeting message first.'] } });
        }
        updateGreetingSettingsRecord(settings, enable, selected);
        return ok({ ...settings });
      },
    }),
  ];
}
