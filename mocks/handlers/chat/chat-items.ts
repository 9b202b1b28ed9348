/** Shared by common phrases and greetings: the reply shape of the user's own text items. */
import type { PhraseRecord } from '../../state/chat-records';

export const toItem = ({ id, text, created_at, updated_at }: PhraseRecord) => ({ id, text, created_at, updated_at });
