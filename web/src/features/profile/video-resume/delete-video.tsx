/** Deleting the video and its cover (R10), after a confirmation in the shared modal dialog. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoResume } from '@sdk/generated/jobseeker/hooks';
import { describeError } from '../../../lib/describe-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSectionCard } from '../page/section-card';
import { useDeleteVideo } from './video-resume-queries';

export function DeleteVideo({ video }: { video: VideoResume }) {
  const { t } = useTranslation('profile');
  const card = useSectionCard();
  const remove = useDeleteVideo();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ id: video.id });
      setOpen(false);
      // The button is gone with the video: the card's heading takes the focus.
      card.done(t('videoResume.deleted'));
    } catch (failure) {
      setError(describeError(failure, t) ?? t('common:failure.unknown'));
    }
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('videoResume.delete')}
      </button>
      {open ? (
        <ConfirmDialog
          title={t('videoResume.deleteTitle')}
          confirmLabel={t('videoResume.deleteConfirm')}
          cancelLabel={t('videoResume.deleteCancel')}
          onConfirm={() => void confirm()}
          onCancel={close}
          busy={remove.isPending}
          danger
          error={error}
        >
          <p>{t('videoResume.deleteQuestion', { name: video.filename })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
