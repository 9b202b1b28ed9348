/**
 * Choosing and uploading the video: MP4 up to 30 MB and under 3 minutes, checked in the browser, then
 * sent with a real progress bar that can be cancelled; a failure offers the same file again.
 */
import { useTranslation } from 'react-i18next';
import type { VideoResume } from '@sdk/generated/jobseeker/hooks';
import { FileChoiceField } from '../../../components/file-choice-field';
import { UploadStatus, type UploadStatusWords } from '../../../components/upload-status';
import { useVideoUpload, type VideoUploadState } from './use-video-upload';
import { MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS, VIDEO_ACCEPT, type VideoRefusal } from './video-rules';

const MB = 1024 * 1024;

function useUploadWords(): UploadStatusWords<VideoResume, VideoRefusal> {
  const { t } = useTranslation('profile');
  return {
    checking: (name) => t('videoResume.checking', { name }),
    uploading: (name) => t('videoResume.uploading', { name }),
    processing: (name) => t('videoResume.processing', { name }),
    done: (result) => t('videoResume.uploaded', { name: result.filename }),
    refused: (reason, name) => t(`videoResume.refused.${reason}`, { name, count: MAX_VIDEO_SECONDS / 60, max: MAX_VIDEO_BYTES / MB }),
    cancelled: (name) => t('videoResume.cancelled', { name }),
    failed: (name) => t('videoResume.failed', { name }),
    progressLabel: (name) => t('videoResume.progressLabel', { name }),
    percent: (percent) => t('videoResume.percent', { percent }),
    percentUnknown: t('videoResume.uploadingUnknown'),
    cancel: t('videoResume.cancel'),
    retry: t('videoResume.retry'),
  };
}

export function VideoUpload({ replaceId }: { replaceId: number | undefined }) {
  const { t } = useTranslation('profile');
  const { state, busy, send, cancel, retry } = useVideoUpload(replaceId);
  const words = useUploadWords();
  // "Uploaded" no longer holds once that video is gone (deleted).
  const shown: VideoUploadState = state.step === 'done' && state.result.id !== replaceId ? { step: 'idle' } : state;
  return (
    <div className="video-resume__upload">
      <FileChoiceField
        label={t(replaceId === undefined ? 'videoResume.upload' : 'videoResume.replace')}
        hint={t('videoResume.hint', { count: MAX_VIDEO_SECONDS / 60, max: MAX_VIDEO_BYTES / MB })}
        accept={VIDEO_ACCEPT}
        disabled={busy}
        clearAfterChoice
        onFiles={([file]) => {
          if (file) void send(file);
        }}
      />
      <div aria-live="polite">
        <UploadStatus state={shown} words={words} onCancel={cancel} onRetry={retry} />
      </div>
    </div>
  );
}
