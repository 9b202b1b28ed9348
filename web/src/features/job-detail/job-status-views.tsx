/** What a job that cannot be applied to looks like: a banner on the page, or a page of its own. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobStatus } from '@sdk/generated/job/hooks';
import { PageSkeleton } from '../../components/page-skeleton';
import { useAtomValue } from '../../lib/app-jotai';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Shown above a closed or on-hold job; nothing for an open one. */
export function JobStatusBanner({ status }: { status: JobStatus }) {
  const { t } = useTranslation('job-detail');
  if (status !== 'closed' && status !== 'on_hold') return null;
  const key = status === 'closed' ? 'closed' : 'onHold';
  return (
    <div className={`job-detail__banner job-detail__banner--${key}`} role="status">
      <p className="job-detail__banner-title">{t(`status.${key}`)}</p>
      <p className="job-detail__banner-hint">{t(`status.${key}Hint`)}</p>
    </div>
  );
}

/** A job the server no longer shows: deleted (41113), or closed with no detail (41127). */
export function JobGoneView({ reason }: { reason: 'deleted' | 'closed' }) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  const title = t(`status.${reason}`);
  useDocumentTitle(title);
  return (
    <section className="state job-detail__gone" aria-labelledby="job-gone-title">
      <h1 id="job-gone-title" className="state__title">
        {title}
      </h1>
      <p className="state__message">{t(`status.${reason}Hint`)}</p>
      <Link className="button" to={jobSearchHref(language)}>
        {t('status.searchSimilar')}
      </Link>
    </section>
  );
}

export function JobDetailSkeleton() {
  const { t } = useTranslation('job-detail');
  return (
    <PageSkeleton
      label={t('page.loading')}
      classNames={{
        page: 'job-detail__skeleton',
        header: 'job-detail__skeleton-header',
        layout: 'job-detail__layout',
        body: 'job-detail__skeleton-body',
        aside: 'job-detail__skeleton-aside',
      }}
    />
  );
}
