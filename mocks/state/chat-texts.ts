/**
 * The user's own chat texts: common phrases (quick replies) and greetings (sent when a chat starts), with
 * the greeting settings. Collections seeded from the chat graph (chats.ts), each change beside them.
 */
import { defineCollection } from '../db/domain-collections';
import { FIRST_CHAT_IDS, greetingSettingsSchema, phraseSchema, type GreetingSettingsRecord, type PhraseRecord } from './chat-records';
import { chatSeed, isoNow } from './chats';

export type ChatItemKind = 'phrases' | 'greetings';

const items = {
  phrases: defineCollection('chat-phrases', { schema: phraseSchema, firstId: FIRST_CHAT_IDS.phrase, seed: async (db) => (await chatSeed(db)).phrases }),
  greetings: defineCollection('chat-greetings', { schema: phraseSchema, firstId: FIRST_CHAT_IDS.greeting, seed: async (db) => (await chatSeed(db)).greetings }),
};

const greetingSettings = defineCollection('chat-greeting-settings', {
  schema: greetingSettingsSchema,
  seed: async (db) => (await chatSeed(db)).greetingSettings,
});

/** The user's items (phrases or greetings), oldest first. */
export async function itemsOf(kind: ChatItemKind, userId: number): Promise<PhraseRecord[]> {
  return (await items[kind]()).findMany((q) => q.where({ user_id: userId })).sort((a, b) => a.id - b.id);
}

export async function ownChatItem(kind: ChatItemKind, userId: number, id: number): Promise<PhraseRecord | undefined> {
  return (await items[kind]()).findFirst((q) => q.where({ id, user_id: userId }));
}

/** Stores a new common phrase or greeting of the user. */
export function addChatItem(kind: ChatItemKind, userId: number, text: string): Promise<PhraseRecord> {
  const now = isoNow();
  return items[kind].insert({ user_id: userId, text, created_at: now, updated_at: now });
}

export function updateChatItem(kind: ChatItemKind, item: PhraseRecord, text: string): Promise<PhraseRecord> {
  return items[kind].update(item, (draft) => {
    Object.assign(draft, { text, updated_at: isoNow() });
  });
}

type GreetingSettings = Pick<GreetingSettingsRecord, 'is_enabled' | 'selected_greeting_id'>;

/** The user's greeting settings: off with none selected until the user sets them. */
export async function greetingSettingsOf(userId: number): Promise<GreetingSettings> {
  const stored = (await greetingSettings()).findFirst((q) => q.where({ user_id: userId }));
  return { is_enabled: stored?.is_enabled ?? false, selected_greeting_id: stored?.selected_greeting_id ?? null };
}

export function updateGreetingSettings(userId: number, settings: GreetingSettings): Promise<GreetingSettings> {
  return greetingSettings.exclusive(async () => {
    const stored = (await greetingSettings()).findFirst((q) => q.where({ user_id: userId }));
    const record = stored
      ? await greetingSettings.update(stored, (draft) => {
        Object.assign(draft, settings);
      })
      : await greetingSettings.create({ user_id: userId, ...settings });
    return { is_enabled: record.is_enabled, selected_greeting_id: record.selected_greeting_id };
  });
}

/** Deletes the item; a deleted selected greeting hands over to the user's first one (or turns greetings off). */
export async function removeChatItem(kind: ChatItemKind, item: PhraseRecord): Promise<void> {
  await items[kind].remove(item);
  if (kind !== 'greetings') return;
  const settings = await greetingSettingsOf(item.user_id);
  if (settings.selected_greeting_id !== item.id) return;
  const next = (await itemsOf('greetings', item.user_id))[0]?.id ?? null;
  await updateGreetingSettings(item.user_id, { is_enabled: next === null ? false : settings.is_enabled, selected_greeting_id: next });
}
