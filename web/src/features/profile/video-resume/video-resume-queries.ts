/**
 * The video resume's calls (R07 to R10): the list as one query, the upload with its progress and cancel
 * signal, the cover upload and the delete; each change reads the list again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getListVideoResumesQueryOptions, uploadVideoResume, useDeleteVideoResume, useUploadVideoCover } from '@sdk/generated/jobseeker/hooks';
import type { TransportInit, UploadProgress } from '@sdk/transport';
import { scoped, useQueryScope, type QueryScope } from '../../../lib/query-scope';

const handlesError = { handlesError: true };

/** The card shows its own loading, empty and error states. */
export function videoResumesQuery(scope: QueryScope) {
  return scoped(scope, getListVideoResumesQueryOptions({ query: { meta: handlesError } }));
}

export function useRefreshVideoResumes() {
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
  return useMutation({
    mutationKey: ['uploadVideoResume'],
    meta: handlesError,
    mutationFn: ({ file, seconds, replaceId, signal, onProgress }: VideoUploadVariables) => {
      const init: TransportInit = { signal, onUploadProgress: onProgress };
      return uploadVideoResume({ video_resume: file, duration_seconds: seconds, video_resume_id: replaceId }, init);
    },
  });
}

export const useUploadCover = () => useUploadVideoCover({ mutation: { meta: handlesError } });
export const useDeleteVideo = () => useDeleteVideoResume({ mutation: { meta: handlesError } });
