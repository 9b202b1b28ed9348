/** Greeting messages sent when a chat starts: at most 10 (41343), no URLs or phone numbers (41344), auto-reply permission (41225). */
import {
  createGreetingBody, deleteGreetingParams, updateGreetingBody, updateGreetingParams, updateGreetingSettingsBody,
} from '../../../sdk/generated/chat/zod';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import type { AccountRecord } from '../../state/accounts';
import { greetingSettingsOf, isoNow, itemsOf, type ChatsState } from '../../state/chats';
import { validateBody, validateValues } from '../validate-request';
import { chatCaller, refused } from './chat-context';
import { addItem, ownItem, toItem } from './chat-items';

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

export function greetingHandlers() {
  return [
    operation('listGreetings', async ({ request }) => {
      const caller = await chatCaller(request);
      return refused(caller) ? caller.response : ok(greetingList(caller.state, caller.user));
    }),
    operation('createGreeting', async ({ request }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      const body = await validateBody(request, createGreetingBody);
      if (!body.ok) return body.response;
      const { state, user } = caller;
      if (itemsOf(state.greetings, user.id).length >= MAX_GREETINGS) return fail(41343, { message: '10 greeting messages at most.' });
      if (containsContactDetails(body.data.text)) return fail(41344, CONTACT_DETAILS);
      return ok(toItem(addItem(state.greetings, state.nextId.greeting++, user.id, body.data.text)));
    }),
    operation('updateGreeting', async ({ request, params }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      const path = validateValues(params, updateGreetingParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, updateGreetingBody);
      if (!body.ok) return body.response;
      const greeting = ownItem(caller.state.greetings, caller.user.id, path.data.greetingId);
      if (!greeting) return fail(40004, { message: 'This greeting does not exist.' });
      if (containsContactDetails(body.data.text)) return fail(41344, CONTACT_DETAILS);
      Object.assign(greeting, { text: body.data.text, updated_at: isoNow() });
      return ok(toItem(greeting));
    }),
    operation('deleteGreeting', async ({ request, params }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      const path = validateValues(params, deleteGreetingParams);
      if (!path.ok) return path.response;
      const { state, user } = caller;
      if (!ownItem(state.greetings, user.id, path.data.greetingId)) return fail(40004, { message: 'This greeting does not exist.' });
      state.greetings.delete(path.data.greetingId);
      const settings = greetingSettingsOf(state, user.id);
      if (settings.selected_greeting_id === path.data.greetingId) {
        settings.selected_greeting_id = itemsOf(state.greetings, user.id)[0]?.id ?? null;
        if (settings.selected_greeting_id === null) settings.is_enabled = false;
      }
      return ok({ id: path.data.greetingId });
    }),
    operation('updateGreetingSettings', async ({ request }) => {
      const caller = await chatCaller(request);
      if (refused(caller)) return caller.response;
      const body = await validateBody(request, updateGreetingSettingsBody);
      if (!body.ok) return body.response;
      const { state, user } = caller;
      const settings = greetingSettingsOf(state, user.id);
      const { is_enabled: enable, greeting_id: greetingId } = body.data;
      if (greetingId !== undefined && !ownItem(state.greetings, user.id, greetingId)) return fail(40004, { message: 'This greeting does not exist.' });
      if (enable) {
        if (!hasAutoReplyPermission(user)) return fail(41225, { message: 'Complete your profile to send greetings automatically.' });
        const selected = greetingId ?? settings.selected_greeting_id ?? itemsOf(state.greetings, user.id)[0]?.id;
        if (selected === undefined) return fail(40001, { fields: { greeting_id: ['Add a greeting message first.'] } });
        settings.selected_greeting_id = selected;
      } else if (greetingId !== undefined) {
        settings.selected_greeting_id = greetingId;
      }
      settings.is_enabled = enable;
      return ok({ ...settings });
    }),
  ];
}
