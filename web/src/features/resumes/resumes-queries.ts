/**
 * The resume management calls (W18): one options function per query, the mutations with their screens'
 * own error handling, the upload with its progress, and what a change makes stale.
 * The generated constants the screens use are re-exported here, so components need no generated values.
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

export { ResumeSyncRating } from '@sdk/generated/jobseeker/hooks';

/** The page shows its own loading, empty and error states. */
export function resumeListQuery(scope: QueryScope) {
  return scoped(scope, getListResumesQueryOptions());
}

export function draftListQuery(scope: QueryScope) {
  return scoped(scope, getListResumeDraftsQueryOptions());
}

/** Read afresh each time the sync opens: the parser's findings change as items are synced. */
export function syncableContentQuery(scope: QueryScope, resumeId: number) {
  return scoped(scope, getGetResumeSyncableContentQueryOptions(resumeId, { query: { staleTime: 0, gcTime: 0, retry: false } }));
}

/** After any change: the resume list (also the chat's "send resume" list, same key) and the drafts. */
function useRefreshResumeViews() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListResumesQueryKey()) });
    void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListResumeDraftsQueryKey()) });
  }, [queryClient, scope]);
}

/** After a sync the ticked items are the profile's: the online resume (another page's query) is read again when next shown. */
function useRefreshSyncedProfile() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getGetMyProfileQueryKey()) }), [queryClient, scope]);
}

/**
 * Puts an auto-send change in the list at once (at most one resume has it: turning it on takes it from
 * the others), so the switches never show the old state while the list is read again.
 */
function useApplyAutoSend() {
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

/**
 * Each screen shows its own refusal (the code's message) and keeps what was typed; a change reads the
 * lists again (an auto-send change is put in the list at once) before the screen's own callback runs.
 */
export function useResumeMutations() {
  const refreshViews = useRefreshResumeViews();
  const applyAutoSend = useApplyAutoSend();
  const refreshing = { mutation: { onSuccess: refreshViews } };
  return {
    rename: useRenameResume(refreshing),
    sendEmail: useSendResumeEmail(),
    remove: useDeleteResume(refreshing),
    generate: useGenerateResume(refreshing),
    autoSend: useSetAutoSendResume({ mutation: { onSuccess: applyAutoSend } }),
    refresh: useRefreshResumes(refreshing),
  };
}

/** A sync changes the resume's views and the online profile; the rating changes nothing shown. */
export function useSyncMutations() {
  const refreshViews = useRefreshResumeViews();
  const refreshProfile = useRefreshSyncedProfile();
  const sync = useSyncResumeContent({
    mutation: {
      onSuccess: () => {
        refreshViews();
        refreshProfile();
      },
    },
  });
  return { sync, rate: useRateResumeSync() };
}

export function useDraftMutations() {
  const refreshViews = useRefreshResumeViews();
  const refreshing = { mutation: { onSuccess: refreshViews } };
  return { create: useCreateResumeDraft(refreshing), update: useUpdateResumeDraft(refreshing), remove: useDeleteResumeDraft(refreshing) };
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
 * A new resume reads the lists again.
 */
export function useUploadResumeWithProgress() {
  const refreshViews = useRefreshResumeViews();
  return useMutation({
    mutationKey: ['uploadResume'],
    onSuccess: refreshViews,
    mutationFn: ({ file, source, signal, onProgress }: UploadVariables) => {
      const init: TransportInit = { signal, onUploadProgress: onProgress };
      return uploadResume({ file, source }, init);
    },
  });
}
