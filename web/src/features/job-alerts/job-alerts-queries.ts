/**
 * The job alert calls (W15): the list with the screen's own error states, the mutations whose failures
 * the dialogs show themselves (each refreshes the lists once it succeeds), and the session user a silent
 * registration opened.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSessionUser, type SessionUser } from '@sdk/generated/auth/hooks';
import {
  getListJobAlertsQueryKey,
  getListJobAlertsQueryOptions,
  useCreateJobAlert,
  useDeleteJobAlert,
  useUpdateJobAlert,
} from '@sdk/generated/jobseeker/hooks';
import type { ConfigListsOf } from '../../lib/config-lists-queries';
import { SEO_LOOKUP_LISTS } from '../../lib/job-search-url/lookups';
import { scoped, scopedKey, useQueryScope, type QueryScope } from '../../lib/query-scope';

/**
 * The config lists the alerts read: an alert is made from a search URL, read with the URL codec's
 * lists, and its chips and form name locations and job types from those same lists. The search page,
 * where the entry sits, carries exactly these, so the entry and its dialogs find them in the page.
 */
export const JOB_ALERT_CONFIG_LISTS = SEO_LOOKUP_LISTS;
export type JobAlertConfigLists = ConfigListsOf<typeof JOB_ALERT_CONFIG_LISTS>;

export function jobAlertsQuery(scope: QueryScope) {
  return scoped(scope, getListJobAlertsQueryOptions());
}

/** After a create, update or delete: every list of alerts (manage modal, settings tab) reads again. */
function useRefreshJobAlerts() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListJobAlertsQueryKey()) }), [queryClient, scope]);
}

export function useCreateJobAlertMutation() {
  return useCreateJobAlert({ mutation: { onSuccess: useRefreshJobAlerts() } });
}

export function useUpdateJobAlertMutation() {
  return useUpdateJobAlert({ mutation: { onSuccess: useRefreshJobAlerts() } });
}

export function useDeleteJobAlertMutation() {
  return useDeleteJobAlert({ mutation: { onSuccess: useRefreshJobAlerts() } });
}

/** The user of a session the app does not hold yet (the one a silent registration opened). */
export function sessionUserOf(sessionId: string): Promise<SessionUser> {
  return getSessionUser({ headers: { Authorization: `Bearer ${sessionId}` } });
}
