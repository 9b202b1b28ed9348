/**
 * /download-app (W28): the mobile app, public and rendered on the server with its own head. The current
 * country site's download link with a QR code to scan from a computer, then every other country's link
 * (spec section 1: the links are per country).
 */
import { useTranslation } from 'react-i18next';
import { QrCodeImage } from '../../components/qr-code-image';
import { useAtomValue } from '../../lib/app-jotai';
import { appDownloadUrl } from '../../lib/app-links';
import { COUNTRY_KEYS } from '../../lib/countries';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { countryAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import './app-download.css';
import type { Route } from './+types/app-download-route';
import { pageData, pageMeta } from '../../lib/page-data';

export const namespaces = ['app-download'] as const;

export const head: PageHeadFunction = ({ i18n }) => ({
  title: i18n.t('app-download:meta.title'),
  description: i18n.t('app-download:meta.description'),
});

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function AppDownloadRoute() {
  const { t } = useTranslation('app-download');
  const country = useAtomValue(countryAtom);
  const countryName = t(`shell:countries.${country}`);
  const link = appDownloadUrl(country);
  useDocumentTitle(t('meta.title'));

  return (
    <div className="app-download">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="app-download__intro">{t('page.intro')}</p>
      <section className="app-download__current" aria-labelledby="app-download-current">
        <h2 id="app-download-current" className="app-download__heading">
          {t('page.forCountry', { country: countryName })}
        </h2>
        <QrCodeImage className="app-download__qr" content={link} alt={t('page.qrAlt', { country: countryName })} />
        <p className="app-download__hint">{t('page.scanHint')}</p>
        <a className="button" href={link} rel="noopener noreferrer">
          {t('page.download', { country: countryName })}
        </a>
      </section>
      <section aria-labelledby="app-download-others">
        <h2 id="app-download-others" className="app-download__heading">
          {t('page.otherCountries')}
        </h2>
        <ul className="app-download__countries">
          {COUNTRY_KEYS.filter((key) => key !== country).map((key) => (
            <li key={key}>
              <a href={appDownloadUrl(key)} rel="noopener noreferrer">
                {t('page.countryLink', { country: t(`shell:countries.${key}`) })}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
