/**
 * The user's interviews as cards: each title opens the interview's dialog over this very page. Their
 * times are all in the seeker's zone, named once above the list; an interview set in a zone whose clock
 * differs also gives its time there.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { InterviewSummary } from '@sdk/generated/apiGo/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { interviewHref } from '../../lib/interview-link';
import { languageAtom } from '../../lib/session-atoms';
import { InterviewWhen, useInterviewLocalTime, ZoneCaption } from '../../components/interview-time';
import { StatusBadge } from './status-badge';
import { pathWithQuery } from '../../lib/path-with-query';

function InterviewCard({ interview }: { interview: InterviewSummary }) {
  const { t } = useTranslation('interviews');
  const language = useAtomValue(languageAtom);
  const location = useLocation();
  const nextTime = interview.start_at ?? (interview.offered_times.length === 1 ? interview.offered_times[0]!.start_at : null);
  const ownTime = useInterviewLocalTime(nextTime, interview.time_zone);
  return (
    <article className="interviews-card">
      <div className="interviews-card__head">
        <h2 className="interviews-card__title" dir="auto">
          <Link to={interviewHref(language, pathWithQuery(location), interview.id)} preventScrollReset>
            {interview.job_title}
          </Link>
        </h2>
        <StatusBadge status={interview.status} />
        {interview.is_read ? null : <span className="interviews-card__new">{t('list.unread')}</span>}
      </div>
      <p className="interviews-card__company" dir="auto">
        {interview.company_name}
      </p>
      <p className="interviews-card__when">
        {nextTime ? <InterviewWhen at={nextTime} timeZone={interview.time_zone} /> : t('list.pickTime')}
        <span className="interviews-card__mode"> · {t(`mode.${interview.mode}`)}</span>
      </p>
      {ownTime ? <p className="interviews-card__local">{t('when.interviewZone', { time: ownTime })}</p> : null}
    </article>
  );
}

export function InterviewList({ interviews }: { interviews: InterviewSummary[] }) {
  return (
    <>
      <ZoneCaption />
      <ul className="interviews-list">
        {interviews.map((interview) => (
          <li key={interview.id}>
            <InterviewCard interview={interview} />
          </li>
        ))}
      </ul>
    </>
  );
}
