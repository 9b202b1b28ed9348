/**
 * The job alert calls (W15): the list with the screen's own error states, the mutations whose failures
 * the dialogs show themselves, what a change makes stale, and the session user a silent registration opened.
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

const handlesError = { handlesError: true };
const mutation = { meta: handlesError };

export function jobAlertsQuery(scope: QueryScope) {
  return scoped(scope, getListJobAlertsQueryOptions({ query: { meta: handlesError } }));
}

/** After a create, update or delete: every list of alerts (manage modal, settings tab) reads again. */
export function useRefreshJobAlerts() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListJobAlertsQueryKey()) }), [queryClient, scope]);
}

export const useCreateJobAlertCall = () => useCreateJobAlert({ mutation });
export const useUpdateJobAlertCall = () => useUpdateJobAlert({ mutation });
export const useDeleteJobAlertCall = () => useDeleteJobAlert({ mutation });

/** The user of a session the app does not hold yet (the one a silent registration opened). */
export function sessionUserOf(sessionId: string): Promise<SessionUser> {
  return getSessionUser({ headers: { Authorization: `Bearer ${sessionId}` } });
}
