/**
 * An interview invitation from the recruiter: company, job, time, how it takes place and its status.
 * "View invitation" adds `?interview={id}` to this page; the interview dialogs open from that parameter.
 * The time is written as the Interviews screen writes it: in the seeker's zone, named below the facts
 * (before hydration in UTC, named). The chat service gives no zone of the interview's own, so there is
 * no second time in it (InterviewLocalTime) here.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ChatConversation, ChatMessage } from '@sdk/generated/chat/hooks';
import { InterviewWhen, ZoneCaption } from '../../components/interview-time';

/** This page's address with the interview to open. */
export function interviewLink(pathname: string, search: string, interviewId: number): string {
  const params = new URLSearchParams(search);
  params.set('interview', String(interviewId));
  return `${pathname}?${params.toString()}`;
}

export function InterviewCard({ message, conversation }: { message: ChatMessage; conversation: ChatConversation }) {
  const { t } = useTranslation('chat');
  const location = useLocation();
  const interview = message.interview;
  if (!interview) return null;
  return (
    <div className="chat-card chat-card--interview">
      <p className="chat-card__kind">{t('interview.title')}</p>
      <dl className="chat-card__facts">
        <dt>{t('interview.company')}</dt>
        <dd dir="auto">{conversation.recruiter.company_name}</dd>
        <dt>{t('interview.job')}</dt>
        <dd dir="auto">{conversation.job.title}</dd>
        <dt>{t('interview.time')}</dt>
        <dd>
          <InterviewWhen at={interview.scheduled_at} timeZone={null} /> · {t('interview.duration', { count: interview.duration_minutes })}
        </dd>
        <dt>{t('interview.mode')}</dt>
        <dd>{t(`interview.modes.${interview.mode}`)}</dd>
        <dt>{t('interview.status')}</dt>
        <dd>{t(`interview.statuses.${interview.status}`)}</dd>
      </dl>
      <ZoneCaption className="chat-card__hint" />
      <Link className="button button--secondary" to={interviewLink(location.pathname, location.search, interview.interview_id)}>
        {t('interview.view')}
      </Link>
    </div>
  );
}
