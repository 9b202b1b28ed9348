/**
 * The ghosting guard: when the recruiter's reply can be expected, that they reply rarely, or that the
 * conversation went unanswered. Short in the conversation list, a full sentence in the header; always
 * text with an icon, never colour alone.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatConversation } from '@sdk/generated/chat/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { languageAtom } from '../../lib/session-atoms';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { useFormatChatTime } from './chat-time';
import { replyExpectation, type ReplyExpectation } from './reply-expectation';

export function expectationOf(conversation: ChatConversation): ReplyExpectation {
  const { recruiter } = conversation;
  return replyExpectation({
    responseRate: recruiter.response_rate,
    typicalReplyHours: recruiter.typical_reply_hours,
    activityLabel: recruiter.activity_label,
    awaitingReplySince: conversation.awaiting_reply_since,
    now: Date.now(),
  });
}

type Tone = 'expected' | 'late' | 'rarely' | 'unanswered';

const TONE: Record<ReplyExpectation['kind'], Tone> = { usual: 'expected', within: 'expected', by: 'late', rarely: 'rarely', unanswered: 'unanswered' };

/** A clock while a reply is expected, a warning sign otherwise. */
function GuardIcon({ tone }: { tone: Tone }) {
  return (
    <svg className="chat-guard__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      {tone === 'expected' || tone === 'late' ? (
        <>
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M8 1.5 15 14.5H1z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          <path d="M8 6v4M8 12v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

function shortText(expectation: ReplyExpectation, t: TFunction, date: (at: number) => string): string {
  switch (expectation.kind) {
    case 'usual':
      return t(expectation.unit === 'hours' ? 'chat:guard.usuallyHours' : 'chat:guard.usuallyDays', { count: expectation.count });
    case 'within':
      return t(expectation.unit === 'hours' ? 'chat:guard.withinHours' : 'chat:guard.withinDays', { count: expectation.count });
    case 'by':
      return t('chat:guard.by', { date: date(expectation.at) });
    case 'rarely':
      return t('chat:guard.rarely');
    case 'unanswered':
      return t('chat:guard.unanswered', { count: expectation.days });
  }
}

/** The list's short form: "Usually replies within 6 hours", "Reply expected within 2 hours", "No reply for 11 days". */
export function ReplyGuardBadge({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation('chat');
  const format = useFormatChatTime();
  const expectation = expectationOf(conversation);
  const tone = TONE[expectation.kind];
  return (
    <span className={`chat-guard chat-guard--${tone}`}>
      <GuardIcon tone={tone} />
      {shortText(expectation, t, (at) => format(new Date(at).toISOString(), { dateOnly: true }))}
    </span>
  );
}

/** The header's sentence, with the recruiter's response rate, and other jobs to look at once unanswered. */
export function ReplyGuardNote({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation('chat');
  const format = useFormatChatTime();
  const locale = useIntlLocale();
  const language = useAtomValue(languageAtom);
  const expectation = expectationOf(conversation);
  const tone = TONE[expectation.kind];
  const { recruiter, job } = conversation;
  const name = recruiter.full_name;
  const rate = recruiter.response_rate === null ? null : new Intl.NumberFormat(locale, { style: 'percent' }).format(recruiter.response_rate / 100);
  let sentence: string;
  if (expectation.kind === 'unanswered') sentence = t('guard.unansweredFull', { count: expectation.days });
  else if (expectation.kind === 'rarely') sentence = t('guard.rarelyFull', { name, rate });
  else {
    const when = shortText(expectation, t, (at) => format(new Date(at).toISOString(), { full: true }));
    sentence = rate === null ? t('guard.alone', { when }) : t('guard.withRate', { when, name, rate });
  }
  return (
    <p className={`chat-guard chat-guard--${tone} chat-guard--note`}>
      <GuardIcon tone={tone} />
      <span>
        {sentence}
        {expectation.kind === 'unanswered' || expectation.kind === 'rarely' ? (
          <>
            {' '}
            <Link to={jobSearchHref(language, { query: job.title })}>{t('guard.otherJobs', { title: job.title })}</Link>
          </>
        ) : null}
      </span>
    </p>
  );
}
