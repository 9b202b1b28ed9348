/** The video's cover image: JPG or PNG up to 4 MB, checked by content, then put on the video (R07). */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionCard } from '../page/section-card';
import { VideoAlert } from './video-alert';
import { useRefreshVideoResumes, useUploadCover } from './video-resume-queries';
import { MAX_COVER_BYTES, COVER_ACCEPT, refuseCoverFile, type CoverRefusal } from './video-rules';

const MB = 1024 * 1024;

type CoverState = { step: 'idle' } | { step: 'refused'; name: string; reason: CoverRefusal } | { step: 'uploading' } | { step: 'failed'; error: unknown };

export function CoverUpload({ videoId, hasCover }: { videoId: number; hasCover: boolean }) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const hintId = useId();
  const card = useSectionCard();
  const uploadCover = useUploadCover();
  const refresh = useRefreshVideoResumes();
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
      await refresh();
      setState({ step: 'idle' });
      card.announce(t('videoResume.coverSaved'));
    } catch (error) {
      setState({ step: 'failed', error });
    }
  };

  return (
    <div className="video-resume__cover-upload">
      <label htmlFor={inputId} className="video-resume__label">
        {t(hasCover ? 'videoResume.changeCover' : 'videoResume.addCover')}
      </label>
      <input
        id={inputId}
        type="file"
        className="video-resume__input"
        accept={COVER_ACCEPT}
        aria-describedby={hintId}
        disabled={state.step === 'uploading'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <p id={hintId} className="profile-card__note">
        {t('videoResume.coverHint', { max: MAX_COVER_BYTES / MB })}
      </p>
      <div aria-live="polite">
        {state.step === 'uploading' ? <p className="video-resume__status">{t('videoResume.coverUploading')}</p> : null}
        {state.step === 'refused' ? (
          <p className="text-field__error" role="alert">
            {t(`videoResume.coverRefused.${state.reason}`, { name: state.name, max: MAX_COVER_BYTES / MB })}
          </p>
        ) : null}
        {state.step === 'failed' ? <VideoAlert error={state.error} /> : null}
      </div>
    </div>
  );
}
