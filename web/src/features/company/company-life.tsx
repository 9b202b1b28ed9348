/** Culture and life tab: culture values, benefits and the photo album. */
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@sdk/generated/company/hooks';
import { EmptyState } from '../../components/empty-state';

function ValueList({ id, title, values }: { id: string; title: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      <ul className="company-chips">
        {values.map((value, index) => (
          <li key={`${index}-${value}`} className="company-chips__item">
            {value}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CompanyLife({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('company');
  const empty = company.culture.length === 0 && company.benefits.length === 0 && company.album.length === 0;
  if (empty) return <EmptyState title={t('life.empty')} />;
  return (
    <div className="company-life">
      <ValueList id="company-culture-title" title={t('life.culture')} values={company.culture.map((c) => c.value)} />
      <ValueList id="company-benefits-title" title={t('life.benefits')} values={company.benefits.map((b) => b.value)} />
      {company.album.length > 0 ? (
        <section className="section" aria-labelledby="company-album-title">
          <h2 id="company-album-title" className="section__title">
            {t('life.album')}
          </h2>
          <ul className="company-album">
            {company.album.map((photo, index) => (
              <li key={photo.id}>
                <figure className="company-album__item">
                  <img src={photo.url} alt={photo.caption || t('life.photoAlt', { company: company.name, number: index + 1 })} loading="lazy" />
                  {photo.caption ? <figcaption aria-hidden="true">{photo.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
