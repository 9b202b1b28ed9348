/**
 * Where an upload is (lib/use-checked-upload.ts), announced in the screen's own words: checking, a real
 * progress bar (busy while the total is unknown) with a cancel, reading, done, refused, cancelled, or
 * failed with the reason and a retry of the same file. Put it in a polite live region.
 */
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { serverFieldErrors } from '../lib/server-field-errors';
import type { CheckedUploadState } from '../lib/use-checked-upload';

export interface UploadStatusWords<Result, Reason> {
  checking: (name: string) => string;
  uploading: (name: string) => string;
  /** Every byte is sent; the server is reading the file. */
  processing: (name: string) => string;
  /** Nothing is said when the screen shows the result itself. */
  done?: (result: Result) => string;
  refused: (reason: Reason, name: string) => string;
  cancelled: (name: string) => string;
  failed: (name: string) => string;
  progressLabel: (name: string) => string;
  percent: (percent: number) => string;
  percentUnknown: string;
  cancel: string;
  retry: string;
}

function UploadProgressBar({ label, percent, valueText, shownValue }: { label: string; percent: number | undefined; valueText: string; shownValue: string }) {
  return (
    <div className="upload-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText}>
      <span className="upload-progress__track">
        <span className="upload-progress__bar" style={{ inlineSize: `${percent ?? 100}%` }} data-indeterminate={percent === undefined || undefined} />
      </span>
      <span className="upload-progress__value" aria-hidden="true">
        {shownValue}
      </span>
    </div>
  );
}

interface UploadStatusProps<Result, Reason> {
  state: CheckedUploadState<Result, Reason>;
  words: UploadStatusWords<Result, Reason>;
  onCancel: () => void;
  onRetry: () => void;
}

export function UploadStatus<Result, Reason>({ state, words, onCancel, onRetry }: UploadStatusProps<Result, Reason>) {
  const { t } = useTranslation('common');
  switch (state.step) {
    case 'idle':
      return null;
    case 'checking':
      return <p className="upload-status__text">{words.checking(state.name)}</p>;
    case 'uploading':
    case 'processing': {
      const percent = state.step === 'processing' ? 100 : state.percent;
      return (
        <div className="upload-status__group">
          {/* The live region says each step once; the bar carries the percentage. */}
          <p className="upload-status__text">{state.step === 'processing' ? words.processing(state.name) : words.uploading(state.name)}</p>
          <UploadProgressBar
            label={words.progressLabel(state.name)}
            percent={percent}
            valueText={percent === undefined ? words.percentUnknown : words.percent(percent)}
            shownValue={percent === undefined ? '' : words.percent(percent)}
          />
          {state.step === 'uploading' ? (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {words.cancel}
            </button>
          ) : null}
        </div>
      );
    }
    case 'done':
      return words.done ? <p className="upload-status__text upload-status__text--done">{words.done(state.result)}</p> : null;
    case 'refused':
      return (
        <p className="upload-status__alert" role="alert">
          {words.refused(state.reason, state.name)}
        </p>
      );
    case 'cancelled':
      return <p className="upload-status__text">{words.cancelled(state.name)}</p>;
    case 'failed':
      return (
        <div className="upload-status__group">
          <p className="upload-status__text">{words.failed(state.name)}</p>
          <p className="upload-status__alert" role="alert">
            {/* A 40001 names what the server refused about the file (a size limit, a format). */}
            {serverFieldErrors(state.error).file ?? describeError(state.error, t) ?? t('common:failure.unknown')}
          </p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {words.retry}
          </button>
        </div>
      );
  }
}
