/** The video's cover image: JPG or PNG up to 4 MB, checked by content, then put on the video (R07). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChoiceField } from '../../../components/file-choice-field';
import { useSectionCard } from '../page/section-card';
import { VideoAlert } from './video-alert';
import { useUploadCover } from './video-resume-queries';
import { MAX_COVER_BYTES, COVER_ACCEPT, refuseCoverFile, type CoverRefusal } from './video-rules';

const MB = 1024 * 1024;

type CoverState = { step: 'idle' } | { step: 'refused'; name: string; reason: CoverRefusal } | { step: 'uploading' } | { step: 'failed'; error: unknown };

export function CoverUpload({ videoId, hasCover }: { videoId: number; hasCover: boolean }) {
  const { t } = useTranslation('profile');
  const card = useSectionCard();
  const uploadCover = useUploadCover();
  const [state, setState] = useState<CoverState>({ step: 'idle' });

  const send = async (file: File) => {
    card.clearStatus();
    const refusal = await refuseCoverFile(file);
    if (refusal) {
      setState({ step: 'refused', name: file.name, reason: refusal });
      return;
    }
    setState({ step: 'uploading' });
    try {
      await uploadCover.mutateAsync({ data: { video_cover: file, video_resume_id: videoId } });
      setState({ step: 'idle' });
      card.announce(t('videoResume.coverSaved'));
    } catch (error) {
      setState({ step: 'failed', error });
    }
  };

  return (
    <div className="video-resume__cover-upload">
      <FileChoiceField
        label={t(hasCover ? 'videoResume.changeCover' : 'videoResume.addCover')}
        hint={t('videoResume.coverHint', { max: MAX_COVER_BYTES / MB })}
        accept={COVER_ACCEPT}
        disabled={state.step === 'uploading'}
        error={state.step === 'refused' ? t(`videoResume.coverRefused.${state.reason}`, { name: state.name, max: MAX_COVER_BYTES / MB }) : undefined}
        clearAfterChoice
        onFiles={([file]) => {
          if (file) void send(file);
        }}
      />
      <div aria-live="polite">
        {state.step === 'uploading' ? <p className="video-resume__status">{t('videoResume.coverUploading')}</p> : null}
        {state.step === 'failed' ? <VideoAlert error={state.error} /> : null}
      </div>
    </div>
  );
}
