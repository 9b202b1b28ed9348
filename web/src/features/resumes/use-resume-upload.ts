/**
 * One resume upload at a time (spec section 4: uploading, success, failed with re-upload): the file is
 * checked in the browser (size, then type by content), then sent with its progress, which can be cancelled.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { isCancellation } from '../../lib/describe-error';
import { refuseResumeFile, type FileRefusal } from './resume-rules';
import { useRefreshResumeViews, useUploadResumeWithProgress } from './resumes-queries';

export type UploadState =
  | { step: 'idle' }
  | { step: 'checking'; name: string }
  | { step: 'refused'; name: string; reason: FileRefusal }
  /** `percent` is undefined while the browser cannot tell the total. */
  | { step: 'uploading'; name: string; percent: number | undefined }
  /** Every byte is sent; the server is reading the file. */
  | { step: 'processing'; name: string }
  | { step: 'done'; resume: ResumeItem }
  | { step: 'failed'; name: string; error: unknown }
  | { step: 'cancelled'; name: string };

export function useResumeUpload() {
  const upload = useUploadResumeWithProgress();
  const refreshViews = useRefreshResumeViews();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const lastFile = useRef<File | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page cancels an upload under way.
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (file: File) => {
      lastFile.current = file;
      const name = file.name;
      setState({ step: 'checking', name });
      const refusal = await refuseResumeFile(file);
      if (refusal) {
        setState({ step: 'refused', name, reason: refusal });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setState({ step: 'uploading', name, percent: 0 });
      try {
        const resume = await upload.mutateAsync({
          file,
          signal: abort.signal,
          onProgress: ({ loaded, total }) => {
            if (abort.signal.aborted) return;
            const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;
            setState(total !== undefined && loaded >= total ? { step: 'processing', name } : { step: 'uploading', name, percent });
          },
        });
        setState({ step: 'done', resume });
        refreshViews();
      } catch (error) {
        setState(isCancellation(error) || abort.signal.aborted ? { step: 'cancelled', name } : { step: 'failed', name, error });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [upload, refreshViews],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const retry = useCallback(() => {
    if (lastFile.current) void send(lastFile.current);
  }, [send]);
  const busy = state.step === 'checking' || state.step === 'uploading' || state.step === 'processing';
  return { state, busy, send, cancel, retry };
}
