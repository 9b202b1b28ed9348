/**
 * One resume upload at a time (spec section 4: uploading, success, failed with re-upload): the file is
 * checked in the browser (size, then type by content), then sent with its progress, which can be cancelled.
 */
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { useCheckedUpload } from '../../lib/use-checked-upload';
import { refuseResumeFile, type FileRefusal } from './resume-rules';
import { useRefreshResumeViews, useUploadResumeWithProgress } from './resumes-queries';

export function useResumeUpload() {
  const upload = useUploadResumeWithProgress();
  const refreshViews = useRefreshResumeViews();
  return useCheckedUpload<null, ResumeItem, FileRefusal>({
    check: async (file) => {
      const refusal = await refuseResumeFile(file);
      return refusal ? { ok: false, reason: refusal } : { ok: true, checked: null };
    },
    upload: (file, _checked, signal, onProgress) => upload.mutateAsync({ file, signal, onProgress }),
    afterUpload: () => refreshViews(),
  });
}
