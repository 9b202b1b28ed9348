/**
 * One video upload at a time: the file is checked in the browser (size, type by content, length from
 * its metadata), then sent with its progress, which can be cancelled; a failure offers the same file again.
 */
import type { VideoResume } from '@sdk/generated/jobseeker/hooks';
import { useCheckedUpload, type CheckedUploadState } from '../../../lib/use-checked-upload';
import { useUploadVideoWithProgress } from './video-resume-queries';
import { checkVideoFile, type VideoRefusal } from './video-rules';

export type VideoUploadState = CheckedUploadState<VideoResume, VideoRefusal>;

/** `replaceId`: the video this upload replaces, if there is one. */
export function useVideoUpload(replaceId: number | undefined) {
  const upload = useUploadVideoWithProgress();
  return useCheckedUpload<number, VideoResume, VideoRefusal>({
    check: async (file) => {
      const check = await checkVideoFile(file);
      return check.ok ? { ok: true, checked: check.seconds } : check;
    },
    upload: (file, seconds, signal, onProgress) => upload.mutateAsync({ file, seconds, replaceId, signal, onProgress }),
  });
}
