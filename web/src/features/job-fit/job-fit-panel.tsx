/**
 * "How you fit" on the job page (issue 26): for a signed-in seeker, the job beside their profile and job
 * preferences, line by line (lib/job-fit/fit-rules.ts), each with what they can do about it. Guests see
 * nothing. Computed in the browser; nothing of it is sent to the employer or to tracking.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import type { FitJob } from '../../lib/job-fit/fit-rules';
import { useJobFit } from '../../lib/job-fit/use-job-fit';
import { profileEditHref } from '../../lib/profile-edit-link';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';
import { FitLineView } from './fit-line';
import './job-fit.css';

/** The namespaces the panel reads, for the page that shows it. */
export const jobFitNamespaces = ['job-fit'] as const;

/** Nothing for a guest, who has no profile to compare with; the strings are only a signed-in page's. */
export function JobFitPanel({ job }: { job: FitJob }) {
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  return signedIn ? <SignedInJobFit job={job} /> : null;
}

function SignedInJobFit({ job }: { job: FitJob }) {
  const { t } = useTranslation('job-fit');
  const language = useAtomValue(languageAtom);
  const state = useJobFit(job);
  if (state.status === 'guest') return null;
  return (
    <section className="section job-fit" aria-labelledby="job-fit-title" aria-busy={state.status === 'pending' || undefined}>
      <h2 id="job-fit-title" className="section__title">
        {t('panel.title')}
      </h2>
      {state.status === 'pending' ? <LoadingState label={t('panel.loading')} /> : null}
      {state.status === 'error' ? <ErrorState error={state.error} onRetry={state.retry} compact /> : null}
      {state.status === 'ready' ? (
        <>
          <p className="job-fit__intro" dir="auto">
            {state.fit.preference ? t('panel.introPreference', { preference: state.fit.preference.title }) : t('panel.intro')}
          </p>
          {state.fit.lines.length > 0 ? (
            <ul className="job-fit__lines">
              {state.fit.lines.map((line) => (
                <FitLineView key={line.kind} line={line} lists={state.lists} />
              ))}
            </ul>
          ) : (
            <p className="job-fit__detail">{t('panel.empty')}</p>
          )}
          {state.fit.preference ? null : (
            <p className="job-fit__detail">
              {t('panel.noPreference')}{' '}
              <Link className="job-fit__action" to={profileEditHref(language, 'jobPreferences', 'new')}>
                {t('panel.addPreference')}
              </Link>
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
