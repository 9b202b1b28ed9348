/** Shared by common phrases and greetings: the user's own text items. */
import { isoNow, type PhraseRecord } from '../../state/chats';

export const toItem = ({ id, text, created_at, updated_at }: PhraseRecord) => ({ id, text, created_at, updated_at });

export function addItem(items: Map<number, PhraseRecord>, id: number, userId: number, text: string): PhraseRecord {
  const now = isoNow();
  const item = { id, user_id: userId, text, created_at: now, updated_at: now };
  items.set(id, item);
  return item;
}

export function ownItem(items: Map<number, PhraseRecord>, userId: number, id: number): PhraseRecord | undefined {
  const item = items.get(id);
  return item?.user_id === userId ? item : undefined;
}
