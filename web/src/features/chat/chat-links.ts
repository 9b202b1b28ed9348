/** Addresses inside the chat page: a conversation keeps the folder the list shows. */
import type { ConversationFolder } from '@sdk/generated/chat/hooks';
import type { LanguageCode } from '../../lib/languages';
import { localHref } from '../../lib/local-href';

function withFolder(path: string, folder: ConversationFolder): string {
  return folder === 'all' ? path : `${path}?folder=${folder}`;
}

export function chatLink(language: LanguageCode, folder: ConversationFolder, chatId?: number): string {
  return withFolder(localHref(language, '/:lang?/chat/:chatId?', { chatId }), folder);
}

/** The sent resumes beside the list, which keeps its folder. */
export function sentResumesLink(language: LanguageCode, folder: ConversationFolder): string {
  return withFolder(localHref(language, '/:lang?/chat/:chatId?', { chatId: 'sent-resumes' }), folder);
}

/** The segment after /chat/ that shows the sent resumes instead of a conversation. */
export const SENT_RESUMES_SEGMENT = 'sent-resumes';

/** What the chat page shows beside the list: its start, a conversation, the sent resumes, or nothing known (404). */
export type ChatPane = { kind: 'home' } | { kind: 'conversation'; chatId: number } | { kind: 'sentResumes' } | { kind: 'unknown' };

export function chatPaneFrom(segment: string | undefined): ChatPane {
  if (segment === undefined) return { kind: 'home' };
  if (segment === SENT_RESUMES_SEGMENT) return { kind: 'sentResumes' };
  const chatId = chatIdFrom(segment);
  return chatId === undefined ? { kind: 'unknown' } : { kind: 'conversation', chatId };
}

/** The chat id of the address, or undefined when the segment cannot name one. */
export function chatIdFrom(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^\d{1,12}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 ? id : undefined;
}
