/**
 * How fast the recruiter answers (spec section 4: just replied, replied N minutes ago, active today, …),
 * unless it contradicts what the ghosting guard says of this conversation (reply-expectation.ts).
 */
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@sdk/generated/chat/hooks';
import { activityLabelAgrees, FAST_REPLY_LABELS } from './reply-expectation';
import { expectationOf } from './reply-guard';

/** `before` goes in front of the label only when the label shows (the header's " · "). */
export function ReplyLabel({ conversation, before }: { conversation: ChatConversation; before?: string }) {
  const { t } = useTranslation('common');
  const { recruiter } = conversation;
  if (!activityLabelAgrees(expectationOf(conversation), recruiter.activity_label)) return null;
  const fast = FAST_REPLY_LABELS.has(recruiter.activity_label);
  return (
    <>
      {before}
      <span className={fast ? 'chat-reply-label chat-reply-label--fast' : 'chat-reply-label'}>
        {t(`recruiterActivity.${recruiter.activity_label}`, { minutes: recruiter.replied_minutes_ago ?? 0 })}
      </span>
    </>
  );
}
