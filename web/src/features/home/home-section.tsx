/** A titled home section with an optional "See all" link to the section's full list. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where a section's "See all" leads: `label` names the list for screen readers ("See all remote jobs") and
 * holds the visible text (`text`, "See all" by default) so a speech command with the visible words works.
 */
export interface SeeAll {
  to: string;
  label: string;
  text?: string;
}

export function HomeSection({ id, title, seeAll, children }: { id: string; title: string; seeAll?: SeeAll; children: ReactNode }) {
  const { t } = useTranslation('home');
  const headingId = `${id}-title`;
  return (
    <section id={id} className="section home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="section__title home-section__title">
          {title}
        </h2>
        {seeAll ? (
          // A plain link: the full list opens before hydration too.
          <Link className="home-section__see-all" to={seeAll.to} aria-label={seeAll.label}>
            {seeAll.text ?? t('lists.seeAll')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
