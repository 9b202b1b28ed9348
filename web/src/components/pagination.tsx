import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Numbered pages around the current one; each page is a real link so it can be opened in a new tab. */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, index) => first + index);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="pagination__link" to={hrefFor(page - 1)} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : null}
      {pages.map((value) => (
        <Link
          key={value}
          className={value === page ? 'pagination__link pagination__link--current' : 'pagination__link'}
          to={hrefFor(value)}
          aria-current={value === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: value })}
        >
          {value}
        </Link>
      ))}
      {page < totalPages ? (
        <Link className="pagination__link" to={hrefFor(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
