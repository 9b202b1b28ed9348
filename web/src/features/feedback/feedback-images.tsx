/**
 * Up to three screenshots for the feedback: each chosen file is checked by content, then uploaded with its
 * progress (cancellable, retried with the same file after a failure); uploaded ones can be removed.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@sdk/generated/apiGo/hooks';
import { FileChoiceField } from '../../components/file-choice-field';
import { UploadStatus, type UploadStatusWords } from '../../components/upload-status';
import { useCheckedUpload } from '../../lib/use-checked-upload';
import { FEEDBACK_IMAGE_ACCEPT, MAX_FEEDBACK_IMAGES, refuseFeedbackImage, type ImageRefusal } from './feedback-rules';
import { useUploadFeedbackImageMutation } from './feedback-queries';

function useUploadWords(): UploadStatusWords<UploadedFile, ImageRefusal> {
  const { t } = useTranslation('feedback');
  return {
    checking: (name) => t('images.checking', { name }),
    uploading: (name) => t('images.uploading', { name }),
    processing: (name) => t('images.processing', { name }),
    refused: (reason, name) => t(`images.refused.${reason}`, { name }),
    cancelled: (name) => t('images.cancelled', { name }),
    failed: (name) => t('images.failed', { name }),
    progressLabel: (name) => t('images.progressLabel', { name }),
    percent: (percent) => t('images.percent', { percent }),
    percentUnknown: t('images.percentUnknown'),
    cancel: t('images.cancel'),
    retry: t('images.retry'),
  };
}

interface FeedbackImagesProps {
  images: readonly UploadedFile[];
  onAdd: (image: UploadedFile) => void;
  onRemove: (id: number) => void;
  /** Told when an upload starts and ends, so the form is not sent without the image on its way. */
  onBusyChange: (busy: boolean) => void;
}

export function FeedbackImages({ images, onAdd, onRemove, onBusyChange }: FeedbackImagesProps) {
  const { t } = useTranslation('feedback');
  const upload = useUploadFeedbackImageMutation();
  const words = useUploadWords();
  const { state, busy, send, cancel, retry } = useCheckedUpload<null, UploadedFile, ImageRefusal>({
    check: async (file) => {
      const refusal = await refuseFeedbackImage(file);
      return refusal ? { ok: false, reason: refusal } : { ok: true, checked: null };
    },
    upload: (file, _checked, signal, onProgress) => upload.mutateAsync({ file, signal, onProgress }),
    afterUpload: onAdd,
  });
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
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
        clearAfterChoice
        onFiles={([file]) => {
          if (file) void send(file);
        }}
      />
      <div aria-live="polite">
        <UploadStatus state={state} words={words} onCancel={cancel} onRetry={retry} />
      </div>
    </fieldset>
  );
}
