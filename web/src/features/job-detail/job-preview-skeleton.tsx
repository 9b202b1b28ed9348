/** A job preview beside search results (job-preview-pane.tsx), while its code or its job loads. */
import { useTranslation } from 'react-i18next';
export function PreviewSkeleton() {
  const { t } = useTranslation('job-detail');
  return (
    <div className="job-preview__skeleton" role="status" aria-busy="true" aria-label={t('preview.loading')}>
      <div className="skeleton job-preview__skeleton-header" />
      <div className="skeleton job-preview__skeleton-body" />
    </div>
  );
}
