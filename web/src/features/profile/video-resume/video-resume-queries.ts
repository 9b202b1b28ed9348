/**
 * The video resume's calls (R07 to R10): the list as one query, the upload with its progress and cancel
 * signal, the cover upload and the delete; each change resolves once the list has been read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getListVideoResumesQueryOptions, uploadVideoResume, useDeleteVideoResume, useUploadVideoCover } from '@sdk/generated/jobseeker/hooks';
import type { TransportInit, UploadProgress } from '@sdk/transport';
import { scoped, useQueryScope, type QueryScope } from '../../../lib/query-scope';

/** The card shows its own loading, empty and error states. */
export function videoResumesQuery(scope: QueryScope) {
  return scoped(scope, getListVideoResumesQueryOptions());
}

function useRefreshVideoResumes() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: videoResumesQuery(scope).queryKey }), [queryClient, scope]);
}

export interface VideoUploadVariables {
  file: File;
  seconds: number;
  /** The video this one replaces. */
  replaceId: number | undefined;
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

/** The generated call with the transport's progress path (the generated hook cannot carry a per-upload callback). */
export function useUploadVideoWithProgress() {
  const refresh = useRefreshVideoResumes();
  return useMutation({
    mutationKey: ['uploadVideoResume'],
    onSuccess: refresh,
    mutationFn: ({ file, seconds, replaceId, signal, onProgress }: VideoUploadVariables) => {
      const init: TransportInit = { signal, onUploadProgress: onProgress };
      return uploadVideoResume({ video_resume: file, duration_seconds: seconds, video_resume_id: replaceId }, init);
    },
  });
}

export function useUploadCover() {
  const refresh = useRefreshVideoResumes();
  return useUploadVideoCover({ mutation: { onSuccess: refresh } });
}

export function useDeleteVideo() {
  const refresh = useRefreshVideoResumes();
  return useDeleteVideoResume({ mutation: { onSuccess: refresh } });
}
