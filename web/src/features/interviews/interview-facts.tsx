/**
 * What the dialog tells about an interview: company, time (its zone and the user's), length, place or
 * video link (http(s) only, in a new tab), meeting id and passcode, contact, instructions, and why it
 * was declined or cancelled.
 */
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorCode, isApiError } from '@sdk/api-error';
import type { InterviewDetail } from '@sdk/generated/apiGo/hooks';
import { FactList, type Fact } from '../../components/fact-list';
import { describeError } from '../../lib/describe-error';
import { formatPhoneNumberText, phoneNumberHref } from '../../lib/format-phone';
import { httpUrlOf } from '../../lib/http-url';
import { useQueryScope } from '../../lib/query-scope';
import { meetingLinkQuery } from './interviews-queries';
import { meaningOf } from './interview-status';
import { InterviewWhen } from '../../components/interview-time';

/** The recruiter's Zoom or Google binding lapsed: the seeker can only wait or call the contact. */
const BINDING_MESSAGES = [
  [ErrorCode.ZoomNotConnected, 'meeting.zoomNotConnected'],
  [ErrorCode.ZoomAuthorisationExpired, 'meeting.zoomExpired'],
  [ErrorCode.GoogleNotConnected, 'meeting.googleNotConnected'],
  [ErrorCode.GoogleAuthorisationExpired, 'meeting.googleExpired'],
] as const;

function meetingErrorOf(error: unknown, t: TFunction): string {
  const binding = BINDING_MESSAGES.find(([code]) => isApiError(error, code));
  return binding ? t(binding[1]) : (describeError(error, t) ?? t('common:failure.unknown'));
}

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useTranslation('interviews');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('details.newTab')}</span>
    </a>
  );
}

function useMeetingFacts(interview: InterviewDetail): Fact[] {
  const { t } = useTranslation('interviews');
  const video = interview.mode === 'video' && meaningOf(interview.status) === 'accepted';
  const meeting = useQuery(meetingLinkQuery(useQueryScope(), interview.id, video));
  if (interview.mode !== 'video') return [];
  const link = httpUrlOf(interview.video_link) ?? httpUrlOf(meeting.data?.url);
  const platform = interview.video_platform ?? meeting.data?.platform;
  const facts: Fact[] = [];
  if (link) {
    const label = platform ? t(`details.join.${platform}`) : t('details.join.other');
    facts.push({ key: 'link', label: t('details.videoLink'), value: <ExternalLink href={link}>{label}</ExternalLink> });
  } else if (interview.video_link) {
    facts.push({ key: 'link', label: t('details.videoLink'), value: t('details.linkUnsafe') });
  }
  if (meeting.data) {
    facts.push({ key: 'meetingId', label: t('details.meetingId'), value: meeting.data.meeting_id });
    if (meeting.data.passcode) facts.push({ key: 'passcode', label: t('details.passcode'), value: meeting.data.passcode });
  } else if (meeting.isError) {
    facts.push({ key: 'meeting', label: t('details.meeting'), value: <span role="alert">{meetingErrorOf(meeting.error, t)}</span> });
  }
  return facts;
}

function reasonFact(key: 'rejectReason' | 'cancelReason', note: InterviewDetail['cancel_reason'], t: TFunction): Fact[] {
  if (!note) return [];
  const value = note.note ? `${t(`reasons.${note.reason}`)}: ${note.note}` : t(`reasons.${note.reason}`);
  return [{ key, label: t(`details.${key}`), value }];
}

/** The set time; before one is set, the offered times (a pending invitation of several lists them in its picker). */
function whenFacts(interview: InterviewDetail, t: TFunction): Fact[] {
  if (interview.start_at) {
    return [{ key: 'when', label: t('details.when'), value: <InterviewWhen at={interview.start_at} timeZone={interview.time_zone} withLocal /> }];
  }
  const times = interview.offered_times;
  if (times.length === 0 || (meaningOf(interview.status) === 'pending' && times.length > 1)) return [];
  const value = (
    <ul className="interviews-facts__times">
      {times.map((time) => (
        <li key={time.id}>
          <InterviewWhen at={time.start_at} timeZone={interview.time_zone} withLocal />
        </li>
      ))}
    </ul>
  );
  return [{ key: 'offered', label: t('details.offeredTimes'), value }];
}

export function InterviewFacts({ interview }: { interview: InterviewDetail }) {
  const { t } = useTranslation('interviews');
  const meetingFacts = useMeetingFacts(interview);
  // A number to call (it has digits) is a link, left to right in Arabic too so "+63 917…" keeps its order.
  const phoneHref = phoneNumberHref(interview.contact_number);
  const phone = formatPhoneNumberText(interview.contact_number);
  const rows: Fact[] = [
    { key: 'company', label: t('details.company'), value: interview.company_name },
    ...whenFacts(interview, t),
    { key: 'duration', label: t('details.duration'), value: t('details.minutes', { minutes: interview.duration_minutes }) },
    { key: 'mode', label: t('details.mode'), value: t(`mode.${interview.mode}`) },
    ...(interview.address ? [{ key: 'address', label: t('details.address'), value: interview.address }] : []),
    ...meetingFacts,
    { key: 'contact', label: t('details.contactPerson'), value: interview.contact_person },
    { key: 'phone', label: t('details.contactNumber'), value: phoneHref ? <a href={phoneHref} dir="ltr">{phone}</a> : phone },
    ...(interview.instructions ? [{ key: 'instructions', label: t('details.instructions'), value: <span className="interviews-facts__text">{interview.instructions}</span> }] : []),
    ...reasonFact('rejectReason', interview.reject_reason, t),
    ...reasonFact('cancelReason', interview.cancel_reason, t),
  ];
  return <FactList rows={rows} className="interviews-facts" rowClassName="interviews-facts__row" />;
}
