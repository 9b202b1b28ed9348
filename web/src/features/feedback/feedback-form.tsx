/**
 * The feedback form: what happened (10 to 4000 characters) and up to three screenshots. A failed send
 * keeps the text and the images, and says why; a sent one thanks the user and offers another.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@sdk/generated/apiGo/hooks';
import { TextAreaField } from '../../components/text-area-field';
import { describeError } from '../../lib/describe-error';
import { FeedbackImages } from './feedback-images';
import { useSubmitFeedbackMutation } from './feedback-queries';
import { FEEDBACK_DESCRIPTION, feedbackSchema, type FeedbackValues } from './feedback-rules';

export function FeedbackForm() {
  const { t } = useTranslation(['feedback', 'common']);
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [sent, setSent] = useState(false);
  const [uploading, setUploading] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  const send = useSubmitFeedbackMutation();
  const form = useForm<FeedbackValues>({ resolver: zodResolver(feedbackSchema(t)), defaultValues: { description: '' } });
  const length = form.watch('description').length;
  // The form is gone once sent: the thanks take the focus, so keyboard and screen reader users land there.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="feedback-sent" role="status">
        <h2 ref={thanks} tabIndex={-1}>
          {t('sent.title')}
        </h2>
        <p>{t('sent.body')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            form.reset({ description: '' });
            setImages([]);
            send.reset();
            setSent(false);
          }}
        >
          {t('sent.again')}
        </button>
      </div>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ data: { description: values.description, images: images.map((image) => image.url) } });
      setSent(true);
    } catch {
      // The alert below says why; the text and the images stay for another try.
    }
  });

  return (
    <form className="feedback-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={t('form.description')}
        hint={t('form.descriptionHint', { length, max: FEEDBACK_DESCRIPTION.max })}
        rows={8}
        error={form.formState.errors.description?.message}
        {...form.register('description')}
      />
      <FeedbackImages
        images={images}
        onAdd={(image) => setImages((current) => [...current, image])}
        onRemove={(id) => setImages((current) => current.filter((image) => image.id !== id))}
        onBusyChange={setUploading}
      />
      {send.isError ? (
        <p className="feedback-alert" role="alert">
          {describeError(send.error, t)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={form.formState.isSubmitting || uploading}>
        {form.formState.isSubmitting ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
