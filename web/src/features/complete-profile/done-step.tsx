/**
 * Step 4/4: what the profile now holds, and finishing. Finishing marks the profile completed
 * (completeProfile), sets `is_profile_completed` in the user cookie, clears the resume-flow flags, tells
 * the Singapore campaign on the sg site (best effort), and leaves for the in-app `redirect` or /onsite-job.
 * Without a job preference the server refuses (40001 on `job_preferences`): step 1 is offered.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue, useStore } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { useQueryScope } from '../../lib/query-scope';
import { clearResumeFlowFlags } from '../../lib/resume-flow';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { updateSessionUser } from '../../lib/session/session-rules';
import { countryAtom, deviceTypeAtom } from '../../lib/session-atoms';
import { myProfileQuery, useFinishMutations } from './complete-profile-queries';
import { segmentOf } from './complete-profile-steps';
import { FormFailure } from './form-failure';
import { useStepLinks } from './use-step-links';

export function DoneStep() {
  const { t } = useTranslation('complete-profile');
  const store = useStore();
  const navigate = useNavigate();
  const country = useAtomValue(countryAtom);
  const deviceType = useAtomValue(deviceTypeAtom);
  const profile = useQuery(myProfileQuery(useQueryScope()));
  const { complete, springEvent } = useFinishMutations();
  const { stepPath, finishPath } = useStepLinks();
  const [failure, setFailure] = useState<{ message: string | null; needsPreference: boolean } | null>(null);

  const finish = () => {
    setFailure(null);
    complete.mutate(
      { data: { source: deviceType } },
      {
        onSuccess: () => {
          updateSessionUser(store, { is_profile_completed: true });
          clearResumeFlowFlags();
          if (country === 'sg') springEvent.mutate({ data: { onboarded_method: 'web_complete_profile' } });
          void navigate(finishPath, { replace: true });
        },
        onError: (error) => {
          const needsPreference = 'job_preferences' in serverFieldErrors(error);
          setFailure({ message: needsPreference ? t('done.needsPreference') : describeError(error, t), needsPreference });
        },
      },
    );
  };

  let summary;
  if (profile.data) {
    summary = (
      <ul className="complete-profile__summary">
        <li>{t('done.preferences', { count: profile.data.job_preferences.length })}</li>
        <li>{t('done.workExperiences', { count: profile.data.work_experiences.length })}</li>
        <li>{t('done.educations', { count: profile.data.educations.length })}</li>
      </ul>
    );
  } else if (profile.isError) summary = <ErrorState error={profile.error} onRetry={() => void profile.refetch()} compact />;
  else summary = <LoadingState label={t('done.loading')} />;

  return (
    <section className="section complete-profile__section" aria-labelledby="complete-profile-summary">
      <h2 id="complete-profile-summary" className="complete-profile__legend">
        {t('done.summaryTitle')}
      </h2>
      {summary}
      <FormFailure message={failure?.message}>
        {failure?.needsPreference ? <Link to={stepPath(segmentOf(1))}>{t('done.toStepOne')}</Link> : null}
      </FormFailure>
      <div className="complete-profile__actions">
        <Link className="button button--secondary" to={stepPath(segmentOf(3))}>
          {t('actions.back')}
        </Link>
        <button type="button" className="button" onClick={finish} disabled={complete.isPending}>
          {complete.isPending ? t('done.finishing') : t('done.finish')}
        </button>
      </div>
    </section>
  );
}
