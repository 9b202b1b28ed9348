/**
 * Up to three screenshots for the feedback: each chosen file is checked by content, then uploaded with its
 * progress (cancellable, retried with the same file after a failure); uploaded ones can be removed.
 */
import { useTranslation } from 'react-i18next';
import { FileChoiceField } from '../../components/file-choice-field';
import type { UploadedFile } from '@sdk/generated/apiGo/hooks';
import { describeError } from '../../lib/describe-error';
import { useCheckedUpload, type CheckedUploadState } from '../../lib/use-checked-upload';
import { FEEDBACK_IMAGE_ACCEPT, MAX_FEEDBACK_IMAGES, refuseFeedbackImage, type ImageRefusal } from './feedback-rules';
import { useUploadFeedbackImage } from './feedback-queries';

type UploadState = CheckedUploadState<UploadedFile, ImageRefusal>;

function UploadStatus({ state, onCancel, onRetry }: { state: UploadState; onCancel: () => void; onRetry: () => void }) {
  const { t } = useTranslation(['feedback', 'errors']);
  switch (state.step) {
    case 'idle':
    case 'done':
      return null;
    case 'checking':
      return <p>{t('images.checking', { name: state.name })}</p>;
    case 'uploading':
    case 'processing': {
      const percent = state.step === 'processing' ? 100 : state.percent;
      return (
        <div className="feedback-images__progress">
          <p>{t('images.uploading', { name: state.name })}</p>
          <progress
            max={100}
            value={percent}
            aria-label={t('images.progressLabel', { name: state.name })}
            aria-valuetext={percent === undefined ? undefined : t('images.percent', { percent })}
          />
          {state.step === 'uploading' ? (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('images.cancel')}
            </button>
          ) : null}
        </div>
      );
    }
    case 'refused':
      return (
        <p className="feedback-alert" role="alert">
          {t(`images.refused.${state.reason}`, { name: state.name })}
        </p>
      );
    case 'cancelled':
      return <p>{t('images.cancelled', { name: state.name })}</p>;
    case 'failed':
      return (
        <div className="feedback-images__failed">
          <p className="feedback-alert" role="alert">
            {t('images.failed', { name: state.name })} {describeError(state.error, t)}
          </p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('images.retry')}
          </button>
        </div>
      );
  }
}

export function FeedbackImages({ images, onAdd, onRemove }: { images: readonly UploadedFile[]; onAdd: (image: UploadedFile) => void; onRemove: (id: number) => void }) {
  const { t } = useTranslation('feedback');
  const upload = useUploadFeedbackImage();
  const { state, busy, send, cancel, retry } = useCheckedUpload<null, UploadedFile, ImageRefusal>({
    check: async (file) => {
      const refusal = await refuseFeedbackImage(file);
      return refusal ? { ok: false, reason: refusal } : { ok: true, checked: null };
    },
    upload: (file, _checked, signal, onProgress) => upload.mutateAsync({ file, signal, onProgress }),
    afterUpload: onAdd,
  });
  const full = images.length >= MAX_FEEDBACK_IMAGES;
  return (
    <fieldset className="feedback-images">
      <legend>{t('images.legend')}</legend>
      {images.length > 0 ? (
        <ul className="feedback-images__list" aria-label={t('images.listLabel')}>
          {images.map((image, index) => (
            <li key={image.id} className="feedback-images__item">
              <img src={image.url} alt={t('images.alt', { index: index + 1, name: image.filename })} width={96} height={96} />
              <span dir="auto">{image.filename}</span>
              <button type="button" className="button button--secondary" onClick={() => onRemove(image.id)} aria-label={t('images.remove', { name: image.filename })}>
                {t('images.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FileChoiceField
        label={t('images.add')}
        hint={full ? t('images.full', { max: MAX_FEEDBACK_IMAGES }) : t('images.hint', { max: MAX_FEEDBACK_IMAGES })}
        accept={FEEDBACK_IMAGE_ACCEPT}
        disabled={busy || full}
        onFile={(file) => void send(file)}
        labelClassName="text-field__label"
        hintClassName="feedback-images__hint"
      />
      <div aria-live="polite">
        <UploadStatus state={state} onCancel={cancel} onRetry={retry} />
      </div>
    </fieldset>
  );
}
