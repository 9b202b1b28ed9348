/** The video with its cover: a native player (the cover as its poster), the cover image, its name, length and size. */
import { useTranslation } from 'react-i18next';
import type { VideoResume } from '@sdk/generated/jobseeker/hooks';

const MB = 1024 * 1024;

export function VideoView({ video }: { video: VideoResume }) {
  const { t } = useTranslation('profile');
  return (
    <figure className="video-resume__figure">
      <video
        className="video-resume__player"
        controls
        preload="metadata"
        src={video.video_url}
        poster={video.cover_url ?? undefined}
        aria-label={t('videoResume.player', { name: video.filename })}
      />
      <figcaption className="video-resume__caption">
        {video.cover_url ? <img className="video-resume__cover" src={video.cover_url} alt={t('videoResume.coverAlt', { name: video.filename })} /> : null}
        <span className="video-resume__facts">
          <span className="video-resume__name">{video.filename}</span>
          <span>
            {video.duration_seconds ? `${t('videoResume.length', { count: video.duration_seconds })} · ` : ''}
            {t('videoResume.size', { size: (video.file_size / MB).toFixed(1) })}
          </span>
          {video.cover_url ? null : <span>{t('videoResume.noCover')}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
