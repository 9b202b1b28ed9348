/**
 * Uploading a resume: PDF, DOC or DOCX under 5 MB (30 MB from the online resume's modal), at most 3
 * attached. The file is checked by content before it leaves, a real progress bar follows the bytes, and
 * a failure offers the same file again.
 */
import { useTranslation } from 'react-i18next';
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { FileChoiceField } from '../../components/file-choice-field';
import { UploadStatus, type UploadStatusWords } from '../../components/upload-status';
import { MAX_RESUME_MB, RESUME_ACCEPT, type FileRefusal, type ResumeUploadSource } from './resume-rules';
import { useResumeUpload } from './use-resume-upload';

function useUploadWords(maxMb: number): UploadStatusWords<ResumeItem, FileRefusal> {
  const { t } = useTranslation('resumes');
  return {
    checking: (name) => t('upload.checking', { name }),
    uploading: (name) => t('upload.uploading', { name }),
    processing: (name) => t('upload.processing', { name }),
    done: (result) => t('upload.done', { name: result.filename }),
    refused: (reason, name) => t(`upload.refused.${reason}`, { name, max: maxMb }),
    cancelled: (name) => t('upload.cancelled', { name }),
    failed: (name) => t('upload.failed', { name }),
    progressLabel: (name) => t('upload.progressLabel', { name }),
    percent: (percent) => t('upload.percent', { percent }),
    percentUnknown: t('upload.uploadingUnknown'),
    cancel: t('upload.cancel'),
    retry: t('upload.retry'),
  };
}

interface ResumeUploadProps {
  attachedCount: number;
  maxAttached: number;
  source: ResumeUploadSource;
  /** Told of each finished upload (the profile's modal offers to sync it). */
  onUploaded?: (resume: ResumeItem) => void;
}

export function ResumeUpload({ attachedCount, maxAttached, source, onUploaded }: ResumeUploadProps) {
  const { t } = useTranslation('resumes');
  const { state, busy, send, cancel, retry } = useResumeUpload(source, onUploaded);
  const maxMb = MAX_RESUME_MB[source];
  const words = useUploadWords(maxMb);
  const full = attachedCount >= maxAttached;
  return (
    <div className="resumes-upload">
      <FileChoiceField
        label={t('upload.label')}
        hint={full ? t('upload.full', { count: maxAttached }) : t('upload.hint', { count: maxAttached, max: maxMb })}
        accept={RESUME_ACCEPT}
        disabled={busy || full}
        clearAfterChoice
        onFiles={([file]) => {
          if (file) void send(file);
        }}
      />
      <div className="resumes-upload__live" aria-live="polite">
        <UploadStatus state={state} words={words} onCancel={cancel} onRetry={retry} />
      </div>
    </div>
  );
}
