/** How fast the recruiter answers (spec section 4: just replied, replied N minutes ago, active today, …). */
import { useTranslation } from 'react-i18next';
import type { ChatRecruiter } from '@sdk/generated/chat/hooks';

export function ReplyLabel({ recruiter }: { recruiter: ChatRecruiter }) {
  const { t } = useTranslation('common');
  const fast = recruiter.activity_label === 'just_replied' || recruiter.activity_label === 'replied_minutes_ago' || recruiter.activity_label === 'high_response_rate';
  return (
    <span className={fast ? 'chat-reply-label chat-reply-label--fast' : 'chat-reply-label'}>
      {t(`recruiterActivity.${recruiter.activity_label}`, { minutes: recruiter.replied_minutes_ago ?? 0 })}
    </span>
  );
}
