/**
 * Choosing and uploading the video: MP4 up to 30 MB and under 3 minutes, checked in the browser, then
 * sent with a real progress bar that can be cancelled; a failure offers the same file again.
 */
import { useTranslation } from 'react-i18next';
import { FileChoiceField } from '../../../components/file-choice-field';
import { UploadProgress } from './upload-progress';
import { useVideoUpload, type VideoUploadState } from './use-video-upload';
import { VideoAlert } from './video-alert';
import { MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS, VIDEO_ACCEPT } from './video-rules';

const MB = 1024 * 1024;

function UploadStatus({ state, onCancel, onRetry }: { state: VideoUploadState; onCancel: () => void; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  switch (state.step) {
    case 'idle':
      return null;
    case 'checking':
      return <p className="video-resume__status">{t('videoResume.checking', { name: state.name })}</p>;
    case 'uploading':
    case 'processing':
      return (
        <div className="video-resume__uploading">
          <p className="video-resume__status">{t(state.step === 'processing' ? 'videoResume.processing' : 'videoResume.uploading', { name: state.name })}</p>
          <UploadProgress name={state.name} percent={state.step === 'processing' ? 100 : state.percent} />
          {state.step === 'uploading' ? (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('videoResume.cancel')}
            </button>
          ) : null}
        </div>
      );
    case 'done':
      return <p className="video-resume__status">{t('videoResume.uploaded', { name: state.result.filename })}</p>;
    case 'refused':
      return (
        <p className="text-field__error" role="alert">
          {t(`videoResume.refused.${state.reason}`, { name: state.name, count: MAX_VIDEO_SECONDS / 60, max: MAX_VIDEO_BYTES / MB })}
        </p>
      );
    case 'cancelled':
      return <p className="video-resume__status">{t('videoResume.cancelled', { name: state.name })}</p>;
    case 'failed':
      return (
        <div className="video-resume__failed">
          <p className="video-resume__status">{t('videoResume.failed', { name: state.name })}</p>
          <VideoAlert error={state.error} />
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('videoResume.retry')}
          </button>
        </div>
      );
  }
}

export function VideoUpload({ replaceId }: { replaceId: number | undefined }) {
  const { t } = useTranslation('profile');
  const { state, busy, send, cancel, retry } = useVideoUpload(replaceId);
  // "Uploaded" no longer holds once that video is gone (deleted).
  const shown: VideoUploadState = state.step === 'done' && state.result.id !== replaceId ? { step: 'idle' } : state;
  return (
    <div className="video-resume__upload">
      <FileChoiceField
        label={t(replaceId === undefined ? 'videoResume.upload' : 'videoResume.replace')}
        hint={t('videoResume.hint', { count: MAX_VIDEO_SECONDS / 60, max: MAX_VIDEO_BYTES / MB })}
        accept={VIDEO_ACCEPT}
        disabled={busy}
        onFile={(file) => void send(file)}
        labelClassName="video-resume__label"
        inputClassName="video-resume__input"
        hintClassName="profile-card__note"
      />
      <div aria-live="polite">
        <UploadStatus state={shown} onCancel={cancel} onRetry={retry} />
      </div>
    </div>
  );
}
