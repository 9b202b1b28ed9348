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
import { scoped, scopedKey, useQueryScope, type QueryScope } from '../../lib/query-scope';

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
