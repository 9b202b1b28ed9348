/** Addresses inside the chat page: a conversation keeps the folder the list shows. */
import type { ConversationFolder } from '@sdk/generated/chat/hooks';
import type { LanguageCode } from '../../lib/languages';
import { paths } from '../../lib/paths';

export function chatLink(language: LanguageCode, folder: ConversationFolder, chatId?: number): string {
  const path = paths.chat(language, chatId);
  return folder === 'all' ? path : `${path}?folder=${folder}`;
}

/** The chat id of the address, or undefined when the segment cannot name one. */
export function chatIdFrom(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^\d{1,12}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 ? id : undefined;
}
