/**
 * One video upload at a time: the file is checked in the browser (size, type by content, length from
 * its metadata), then sent with its progress, which can be cancelled; a failure offers the same file again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoResume } from '@sdk/generated/jobseeker/hooks';
import { isCancellation } from '../../../lib/describe-error';
import { useRefreshVideoResumes, useUploadVideoWithProgress } from './video-resume-queries';
import { checkVideoFile, type VideoRefusal } from './video-rules';

export type VideoUploadState =
  | { step: 'idle' }
  | { step: 'checking'; name: string }
  | { step: 'refused'; name: string; reason: VideoRefusal }
  /** `percent` is undefined while the browser cannot tell the total. */
  | { step: 'uploading'; name: string; percent: number | undefined }
  /** Every byte is sent; the server is reading the file. */
  | { step: 'processing'; name: string }
  | { step: 'done'; video: VideoResume }
  | { step: 'failed'; name: string; error: unknown }
  | { step: 'cancelled'; name: string };

export function useVideoUpload(replaceId: number | undefined) {
  const upload = useUploadVideoWithProgress();
  const refresh = useRefreshVideoResumes();
  const [state, setState] = useState<VideoUploadState>({ step: 'idle' });
  const lastFile = useRef<File | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page cancels an upload under way.
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (file: File) => {
      lastFile.current = file;
      const name = file.name;
      setState({ step: 'checking', name });
      const check = await checkVideoFile(file);
      if (!check.ok) {
        setState({ step: 'refused', name, reason: check.reason });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setState({ step: 'uploading', name, percent: 0 });
      try {
        const video = await upload.mutateAsync({
          file,
          seconds: check.seconds,
          replaceId,
          signal: abort.signal,
          onProgress: ({ loaded, total }) => {
            if (abort.signal.aborted) return;
            const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;
            setState(total !== undefined && loaded >= total ? { step: 'processing', name } : { step: 'uploading', name, percent });
          },
        });
        await refresh();
        setState({ step: 'done', video });
      } catch (error) {
        setState(isCancellation(error) || abort.signal.aborted ? { step: 'cancelled', name } : { step: 'failed', name, error });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [upload, refresh, replaceId],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const retry = useCallback(() => {
    if (lastFile.current) void send(lastFile.current);
  }, [send]);
  const busy = state.step === 'checking' || state.step === 'uploading' || state.step === 'processing';
  return { state, busy, send, cancel, retry };
}
