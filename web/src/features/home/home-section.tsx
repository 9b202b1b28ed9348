/** A titled home section with an optional "See all" link. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function HomeSection({ id, title, seeAll, children }: { id: string; title: string; seeAll?: string; children: ReactNode }) {
  const { t } = useTranslation('home');
  const headingId = `${id}-title`;
  return (
    <section id={id} className="section home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="section__title home-section__title">
          {title}
        </h2>
        {seeAll ? (
          <Link className="home-section__see-all" to={seeAll} aria-label={t('lists.seeAllLabel', { title })}>
            {t('lists.seeAll')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
