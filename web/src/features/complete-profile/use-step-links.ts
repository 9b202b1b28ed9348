/**
 * Where the setup goes: each step's address keeps the `redirect` query, and the end follows it only
 * when it is an in-app path (the one redirect rule, lib/session/redirects.ts; other hosts, even allowed
 * ones, are not followed from here), else /onsite-job.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref, withQuery } from '../../lib/local-href';
import { resolveRedirect } from '../../lib/session/redirects';
import { redirectPolicy } from '../../lib/session/sign-in-navigation';
import { languageAtom, siteOriginAtom } from '../../lib/session-atoms';

/** The `redirect` query when it is a path of this app, else undefined. */
export function useInAppRedirect(): string | undefined {
  const [params] = useSearchParams();
  const origin = useAtomValue(siteOriginAtom);
  const decision = resolveRedirect(params.get('redirect'), redirectPolicy(), origin);
  return decision?.kind === 'in-app' ? decision.path : undefined;
}

export function useStepLinks() {
  const language = useAtomValue(languageAtom);
  const redirect = useInAppRedirect();
  const stepPath = useCallback((segment: string) => withQuery(localHref(language, '/:lang?/jobseeker-complete-profile/:step?', { step: segment }), { redirect }), [language, redirect]);
  return { stepPath, finishPath: redirect ?? localHref(language, '/:lang?/onsite-job') };
}
