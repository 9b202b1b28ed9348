/**
 * Uploading a resume: PDF, DOC or DOCX under 5 MB (30 MB from the online resume's modal), at most 3
 * attached. The file is checked by content before it leaves, a real progress bar follows the bytes, and
 * a failure offers the same file again.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { ResumeAlert } from './resume-alert';
import type { ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { MAX_RESUME_MB, RESUME_ACCEPT, type ResumeUploadSource } from './resume-rules';
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

const fileRefusal = (error: unknown): string | undefined => serverFieldErrors(error).file;

interface UploadStatusProps {
  state: UploadState;
  maxMb: number;
  onCancel: () => void;
  onRetry: () => void;
}

function UploadStatus({ state, maxMb, onCancel, onRetry }: UploadStatusProps) {
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
          {t(`upload.refused.${state.reason}`, { name: state.name, max: maxMb })}
        </p>
      );
    case 'cancelled':
      return <p className="resumes-upload__status">{t('upload.cancelled', { name: state.name })}</p>;
    case 'failed':
      return (
        <div className="resumes-upload__failed">
          <p className="resumes-upload__status">{t('upload.failed', { name: state.name })}</p>
          {/* A 40001 names what the server refused about the file (e.g. the modal's 30 MB). */}
          {fileRefusal(state.error) ? (
            <p className="resumes-alert" role="alert">
              {fileRefusal(state.error)}
            </p>
          ) : (
            <ResumeAlert error={state.error} />
          )}
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('upload.retry')}
          </button>
        </div>
      );
  }
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
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, busy, send, cancel, retry } = useResumeUpload(source, onUploaded);
  const maxMb = MAX_RESUME_MB[source];
  const full = attachedCount >= maxAttached;
  return (
    <div className="resumes-upload">
      <label htmlFor={inputId} className="resumes-upload__label">
        {t('upload.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="resumes-upload__input"
        accept={RESUME_ACCEPT}
        aria-describedby={hintId}
        disabled={busy || full}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared at once, so choosing the same file again (after a refusal) still counts as a change.
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <p id={hintId} className="resumes-upload__hint">
        {full ? t('upload.full', { count: maxAttached }) : t('upload.hint', { count: maxAttached, max: maxMb })}
      </p>
      <div className="resumes-upload__live" aria-live="polite">
        <UploadStatus state={state} maxMb={maxMb} onCancel={cancel} onRetry={retry} />
      </div>
    </div>
  );
}
