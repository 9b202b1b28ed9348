/**
 * W04 profile setup, for signed-in users (spec section 4): `/jobseeker-complete-profile[/:step]`.
 * 1/4 basic info and job preference, 2/4 work experience (`10`, or `1101` from a resume flow),
 * 3/4 education, 4/4 done, which marks the profile completed and leaves for the `redirect` query (an
 * in-app path) or /onsite-job. Guests are sent to sign in and back; an unknown step is a 404.
 */
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../components/not-found-view';
import { prefetchConfigLists } from '../../lib/config-lists-queries';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { scopeOf } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BasicInfoStep } from './basic-info-step';
import { educationsQuery, myProfileQuery, workExperiencesQuery } from './complete-profile-queries';
import { STEP_COUNT, STEP_KEYS, stepFrom, type StepNumber } from './complete-profile-steps';
import { DoneStep } from './done-step';
import { EducationStep } from './education-step';
import { StepFrame } from './step-frame';
import { WorkExperienceStep } from './work-experience-step';
import './complete-profile.css';
import type { Route } from './+types/complete-profile-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';
import { BASIC_INFO_CONFIG_LISTS, EDUCATION_CONFIG_LISTS, WORK_EXPERIENCE_CONFIG_LISTS } from './profile-options';

export const namespaces = ['complete-profile'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request, params }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  const step = stepFrom(params.step);
  if (step === undefined) return { status: 404 };
  const scope = scopeOf(app.store);
  const { queryClient } = app;
  const byStep: Record<StepNumber, () => Promise<unknown>[]> = {
    1: () => [queryClient.prefetchQuery(myProfileQuery(scope)), prefetchConfigLists(queryClient, scope, BASIC_INFO_CONFIG_LISTS)],
    2: () => [queryClient.prefetchQuery(workExperiencesQuery(scope)), prefetchConfigLists(queryClient, scope, WORK_EXPERIENCE_CONFIG_LISTS)],
    3: () => [queryClient.prefetchQuery(educationsQuery(scope)), prefetchConfigLists(queryClient, scope, EDUCATION_CONFIG_LISTS)],
    4: () => [queryClient.prefetchQuery(myProfileQuery(scope))],
  };
  // Errors stay in the cache: each step shows its own, with a retry.
  await waitBriefly(Promise.all(byStep[step]()));
  return null;
}

export const head: PageHeadFunction = ({ i18n }, { params }) => {
  const step = stepFrom(params.step);
  return {
    title: step === undefined ? i18n.t('common:notFound.title') : i18n.t('complete-profile:page.title', { step, total: STEP_COUNT }),
    description: i18n.t('complete-profile:page.description'),
    noindex: true,
  };
};

function StepBody({ step }: { step: StepNumber }) {
  switch (step) {
    case 1:
      return <BasicInfoStep />;
    case 2:
      return <WorkExperienceStep />;
    case 3:
      return <EducationStep />;
    case 4:
      return <DoneStep />;
  }
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function CompleteProfileRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('complete-profile');
  const step = stepFrom(params.step);
  useDocumentTitle(step === undefined ? undefined : t('page.title', { step, total: STEP_COUNT }));
  if (step === undefined) return <NotFoundView />;
  // One frame for every step, so it stays mounted and moves focus to the new step's heading.
  return (
    <StepFrame step={step} title={t(`${STEP_KEYS[step]}.title`)} intro={t(`${STEP_KEYS[step]}.intro`)}>
      <StepBody step={step} />
    </StepFrame>
  );
}
