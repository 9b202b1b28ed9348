import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { followLinkInApp } from '../lib/kept-server-html';

/**
 * Numbered pages around the current one; each page is a real link so it can be opened in a new tab. Plain
 * links the list follows in the app (as a job card's title is): a router <Link> each re-rendered, and
 * resolved its path again, on every change of the address, in a filter click's critical render.
 */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, index) => first + index);
  return (
    <nav className="pagination" aria-label={t('pagination.label')} onClick={(event) => followLinkInApp(event, navigate)}>
      {page > 1 ? (
        <a className="pagination__link" href={hrefFor(page - 1)} rel="prev">
          {t('pagination.previous')}
        </a>
      ) : null}
      {pages.map((value) => (
        <a
          key={value}
          className={value === page ? 'pagination__link pagination__link--current' : 'pagination__link'}
          href={hrefFor(value)}
          aria-current={value === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: value })}
        >
          {value}
        </a>
      ))}
      {page < totalPages ? (
        <a className="pagination__link" href={hrefFor(page + 1)} rel="next">
          {t('pagination.next')}
        </a>
      ) : null}
    </nav>
  );
}
