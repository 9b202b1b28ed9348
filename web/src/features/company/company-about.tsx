/** About tab: the introduction (sanitized HTML) and the registration, legal and contact facts. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@sdk/generated/company/hooks';
import { FactList, type Fact } from '../../components/fact-list';
import { SafeHtml } from '../../components/safe-html';
import { formatCalendarDate } from '../../lib/date-time/calendar-date';
import { useIntlLocale } from '../../lib/use-intl-locale';

/** Only http(s) addresses become links; anything else is shown as text. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('company');
  const safe = safeUrl(href);
  if (!safe) return <>{children}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('about.newTab')}</span>
    </a>
  );
}

export function CompanyAbout({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('company');
  const locale = useIntlLocale();
  const rows: Fact[] = [];
  const add = (key: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') rows.push({ key, label: t(`about.${key}`), value });
  };
  add('legalName', company.legal_name);
  add('foundedDate', company.founded_date ? formatCalendarDate(company.founded_date, locale, 'long') : null);
  add('ceo', company.ceo);
  add('registeredCapital', company.registered_capital);
  add('paidUpCapital', company.paid_up_capital);
  add('taxNumber', company.tax_number);
  add('registrationNumber', company.registration_number);
  add('listingStatus', t(`about.${company.listing_status}`));
  add(
    'ipo',
    company.ipo ? t('about.ipoValue', { exchange: company.ipo.exchange, ticker: company.ipo.ticker, date: formatCalendarDate(company.ipo.listed_on, locale, 'long') }) : null,
  );
  add('website', company.website ? <ExternalLink href={company.website}>{company.website}</ExternalLink> : null);
  add(
    'social',
    company.social_media.length > 0 ? (
      <ul className="company-about__social">
        {company.social_media.map((item) => (
          <li key={`${item.type}-${item.url}`}>
            <ExternalLink href={item.url}>{t(`social.${item.type}`)}</ExternalLink>
          </li>
        ))}
      </ul>
    ) : null,
  );
  add('address', company.address ? <address className="company-about__address">{company.address}</address> : null);

  return (
    <div className="company-about">
      {company.description_html.trim() ? (
        <section className="section" aria-labelledby="company-intro-title">
          <h2 id="company-intro-title" className="section__title">
            {t('about.introduction')}
          </h2>
          <SafeHtml id="company-intro-html" className="html-content company-about__html" html={company.description_html} />
        </section>
      ) : null}
      <section className="section" aria-labelledby="company-info-title">
        <h2 id="company-info-title" className="section__title">
          {t('about.information')}
        </h2>
        <FactList rows={rows} className="company-about__facts" rowClassName="company-about__fact" />
      </section>
    </div>
  );
}
