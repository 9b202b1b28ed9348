/**
 * The resume management calls (W18): one options function per query, the mutations with their screens'
 * own error handling, the upload with its progress, and what a change makes stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetResumeSyncableContentQueryOptions,
  getListResumeDraftsQueryKey,
  getListResumeDraftsQueryOptions,
  getGetMyProfileQueryKey,
  getListResumesQueryKey,
  getListResumesQueryOptions,
  uploadResume,
  useCreateResumeDraft,
  useDeleteResume,
  useDeleteResumeDraft,
  useGenerateResume,
  useRateResumeSync,
  useRefreshResumes,
  useRenameResume,
  useSendResumeEmail,
  useSetAutoSendResume,
  useSyncResumeContent,
  useUpdateResumeDraft,
  type ResumeItem,
  type ResumeList,
} from '@sdk/generated/jobseeker/hooks';
import type { TransportInit, UploadProgress } from '@sdk/transport';
import { scoped, scopedKey, useQueryScope, type QueryScope } from '../../lib/query-scope';
import type { ResumeUploadSource } from './resume-rules';

const handlesError = { handlesError: true };
const mutation = { meta: handlesError };

/** The page shows its own loading, empty and error states. */
export function resumeListQuery(scope: QueryScope) {
  return scoped(scope, getListResumesQueryOptions({ query: { meta: handlesError } }));
}

export function draftListQuery(scope: QueryScope) {
  return scoped(scope, getListResumeDraftsQueryOptions({ query: { meta: handlesError } }));
}

/** Read afresh each time the sync opens: the parser's findings change as items are synced. */
export function syncableContentQuery(scope: QueryScope, resumeId: number) {
  return scoped(scope, getGetResumeSyncableContentQueryOptions(resumeId, { query: { meta: handlesError, staleTime: 0, gcTime: 0, retry: false } }));
}

/** After any change: the resume list (also the chat's "send resume" list, same key) and the drafts. */
export function useRefreshResumeViews() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListResumesQueryKey()) });
    void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListResumeDraftsQueryKey()) });
  }, [queryClient, scope]);
}

/** After a sync the ticked items are the profile's: the online resume (another page's query) is read again when next shown. */
export function useRefreshSyncedProfile() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getGetMyProfileQueryKey()) }), [queryClient, scope]);
}

/**
 * Puts an auto-send change in the list at once (at most one resume has it: turning it on takes it from
 * the others), so the switches never show the old state while the list is read again.
 */
export function useApplyAutoSend() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  const refreshViews = useRefreshResumeViews();
  return useCallback(
    (changed: ResumeItem) => {
      queryClient.setQueryData<ResumeList>(resumeListQuery(scope).queryKey, (list) => {
        if (!list) return list;
        const resumes = list.resumes.map((resume) => (resume.id === changed.id ? changed : changed.is_auto_send ? { ...resume, is_auto_send: false } : resume));
        return { ...list, resumes, auto_send_resume_id: resumes.find((resume) => resume.is_auto_send)?.id ?? null };
      });
      refreshViews();
    },
    [queryClient, scope, refreshViews],
  );
}

/** Each screen shows its own refusal (the code's message) and keeps what was typed. */
export function useResumeMutations() {
  return {
    rename: useRenameResume({ mutation }),
    sendEmail: useSendResumeEmail({ mutation }),
    remove: useDeleteResume({ mutation }),
    generate: useGenerateResume({ mutation }),
    autoSend: useSetAutoSendResume({ mutation }),
    refresh: useRefreshResumes({ mutation }),
  };
}

export function useSyncMutations() {
  return { sync: useSyncResumeContent({ mutation }), rate: useRateResumeSync({ mutation }) };
}

export function useDraftMutations() {
  return { create: useCreateResumeDraft({ mutation }), update: useUpdateResumeDraft({ mutation }), remove: useDeleteResumeDraft({ mutation }) };
}

export interface UploadVariables {
  file: File;
  source: ResumeUploadSource;
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

/**
 * The generated upload call with the transport's progress path: each upload brings its own progress
 * callback and cancel signal, which the generated hook (options fixed when it is created) cannot carry.
 */
export function useUploadResumeWithProgress() {
  return useMutation({
    mutationKey: ['uploadResume'],
    meta: handlesError,
    mutationFn: ({ file, source, signal, onProgress }: UploadVariables) => {
      const init: TransportInit = { signal, onUploadProgress: onProgress };
      return uploadResume({ file, source }, init);
    },
  });
}
