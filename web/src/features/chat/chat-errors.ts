/**
 * Chat failures in words. A chat rule that refuses an action answers 40005 with its reason; the screen
 * knows which rule the action meets, so it says that rule rather than a bare "no permission".
 */
import type { TFunction } from 'i18next';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { describeError } from '../../lib/describe-error';

export type ChatRule = 'bothReplied' | 'recallWindow' | 'resendOnly' | 'alreadyAnswered';

export function describeChatError(error: unknown, t: TFunction, rule?: ChatRule): string | null {
  if (rule && isApiError(error, ErrorCode.NoPermission)) return t(`chat:rules.${rule}`);
  return describeError(error, t);
}
