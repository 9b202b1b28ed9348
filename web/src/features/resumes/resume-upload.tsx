/**
 * Uploading a resume: PDF, DOC or DOCX under 5 MB, at most 3 attached. The file is checked by content
 * before it leaves, a real progress bar follows the bytes, and a failure offers the same file again.
 */
import { useTranslation } from 'react-i18next';
import { FileChoiceField } from '../../components/file-choice-field';
import { ResumeAlert } from './resume-alert';
import { RESUME_ACCEPT } from './resume-rules';
import { useResumeUpload, type UploadState } from './use-resume-upload';

function UploadProgressBar({ state }: { state: Extract<UploadState, { step: 'uploading' | 'processing' }> }) {
  const { t } = useTranslation('resumes');
  const percent = state.step === 'processing' ? 100 : state.percent;
  return (
    <div
      className="resumes-progress"
      role="progressbar"
      aria-label={t('upload.progressLabel', { name: state.name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={percent === undefined ? t('upload.uploadingUnknown') : t('upload.percent', { percent })}
    >
      <span className="resumes-progress__track">
        <span className="resumes-progress__bar" style={{ inlineSize: `${percent ?? 100}%` }} data-indeterminate={percent === undefined || undefined} />
      </span>
      <span className="resumes-progress__value" aria-hidden="true">
        {percent === undefined ? '' : t('upload.percent', { percent })}
      </span>
    </div>
  );
}

function UploadStatus({ state, onCancel, onRetry }: { state: UploadState; onCancel: () => void; onRetry: () => void }) {
  const { t } = useTranslation('resumes');
  switch (state.step) {
    case 'idle':
      return null;
    case 'checking':
      return <p className="resumes-upload__status">{t('upload.checking', { name: state.name })}</p>;
    case 'uploading':
    case 'processing':
      return (
        <div className="resumes-upload__progress">
          {/* The live region says each step once; the bar carries the percentage. */}
          <p className="resumes-upload__status">{state.step === 'processing' ? t('upload.processing', { name: state.name }) : t('upload.uploading', { name: state.name })}</p>
          <UploadProgressBar state={state} />
          {state.step === 'uploading' ? (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('upload.cancel')}
            </button>
          ) : null}
        </div>
      );
    case 'done':
      return <p className="resumes-upload__status resumes-upload__status--done">{t('upload.done', { name: state.result.filename })}</p>;
    case 'refused':
      return (
        <p className="resumes-alert" role="alert">
          {t(`upload.refused.${state.reason}`, { name: state.name })}
        </p>
      );
    case 'cancelled':
      return <p className="resumes-upload__status">{t('upload.cancelled', { name: state.name })}</p>;
    case 'failed':
      return (
        <div className="resumes-upload__failed">
          <p className="resumes-upload__status">{t('upload.failed', { name: state.name })}</p>
          <ResumeAlert error={state.error} />
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('upload.retry')}
          </button>
        </div>
      );
  }
}

export function ResumeUpload({ attachedCount, maxAttached }: { attachedCount: number; maxAttached: number }) {
  const { t } = useTranslation('resumes');
  const { state, busy, send, cancel, retry } = useResumeUpload();
  const full = attachedCount >= maxAttached;
  return (
    <div className="resumes-upload">
      <FileChoiceField
        label={t('upload.label')}
        hint={full ? t('upload.full', { count: maxAttached }) : t('upload.hint', { count: maxAttached })}
        accept={RESUME_ACCEPT}
        disabled={busy || full}
        onFile={(file) => void send(file)}
        labelClassName="resumes-upload__label"
        inputClassName="resumes-upload__input"
        hintClassName="resumes-upload__hint"
      />
      <div className="resumes-upload__live" aria-live="polite">
        <UploadStatus state={state} onCancel={cancel} onRetry={retry} />
      </div>
    </div>
  );
}
