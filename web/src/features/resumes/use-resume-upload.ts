/**
 * One resume upload at a time (spec section 4: uploading, success, failed with re-upload): the file is
 * checked in the browser (size, then type by content), then sent with its progress, which can be cancelled.
 * `source` sets the size limit, here and on the server.
 */
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { useCheckedUpload } from '../../lib/use-checked-upload';
import { refuseResumeFile, type FileRefusal, type ResumeUploadSource } from './resume-rules';
import { useUploadResumeWithProgress } from './resumes-queries';

export function useResumeUpload(source: ResumeUploadSource, onUploaded?: (resume: ResumeItem) => void) {
  const upload = useUploadResumeWithProgress();
  return useCheckedUpload<null, ResumeItem, FileRefusal>({
    check: async (file) => {
      const refusal = await refuseResumeFile(file, source);
      return refusal ? { ok: false, reason: refusal } : { ok: true, checked: null };
    },
    upload: (file, _checked, signal, onProgress) => upload.mutateAsync({ file, source, signal, onProgress }),
    afterUpload: (resume) => onUploaded?.(resume),
  });
}
