/**
 * The header's "Interviews" item (W13), for signed-in users: it leads to /interviews and carries a red
 * dot while any interview is unread (G10 getInterviewRedDot). The dot comes after hydration: the
 * server render has no red-dot call, so both renders agree.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { interviewRedDotQuery } from '../../lib/interview-red-dot-queries';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';

function InterviewsLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const redDot = useQuery(interviewRedDotQuery(useQueryScope()));
  const unread = redDot.data?.has_red_dot === true;
  return (
    <NavLink className="shell-nav__link" to={localHref(language, '/:lang?/interviews')} onClick={onNavigate} aria-label={unread ? t('header.nav.interviewsUnread') : undefined}>
      {t('header.nav.interviews')}
      {unread ? <span className="shell-nav__dot" aria-hidden="true" /> : null}
    </NavLink>
  );
}

/** Rendered for a signed-in user only (signed-in-header.tsx). */
export function InterviewsNavItem({ onNavigate }: { onNavigate: () => void }) {
  return (
    <li>
      <InterviewsLink onNavigate={onNavigate} />
    </li>
  );
}
