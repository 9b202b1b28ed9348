/** The progress of a video upload as a real progress bar: the percentage of bytes sent, or busy while unknown. */
import { useTranslation } from 'react-i18next';

export function UploadProgress({ name, percent }: { name: string; percent: number | undefined }) {
  const { t } = useTranslation('profile');
  return (
    <div
      className="video-resume__progress"
      role="progressbar"
      aria-label={t('videoResume.progressLabel', { name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={percent === undefined ? t('videoResume.uploadingUnknown') : t('videoResume.percent', { percent })}
    >
      <span className="video-resume__track">
        <span className="video-resume__bar" style={{ inlineSize: `${percent ?? 100}%` }} data-indeterminate={percent === undefined || undefined} />
      </span>
      <span className="video-resume__percent" aria-hidden="true">
        {percent === undefined ? '' : t('videoResume.percent', { percent })}
      </span>
    </div>
  );
}
