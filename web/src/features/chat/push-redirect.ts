/**
 * A push notification of type `jobseeker_redirect` with a chatId opens that conversation (spec section
 * 2). The page's own notifications carry the same data, and public/self_worker.js reads it the same way.
 */
export const JOBSEEKER_REDIRECT = 'jobseeker_redirect';

export interface PushRedirect {
  type: typeof JOBSEEKER_REDIRECT;
  chatId: number;
}

/** The conversation a notification's data sends the user to, or undefined for any other data. */
export function chatIdOfPush(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, chatId } = data as { type?: unknown; chatId?: unknown };
  if (type !== JOBSEEKER_REDIRECT) return undefined;
  const id = typeof chatId === 'string' && /^\d+$/.test(chatId) ? Number(chatId) : chatId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

export function pushRedirect(chatId: number): PushRedirect {
  return { type: JOBSEEKER_REDIRECT, chatId };
}
