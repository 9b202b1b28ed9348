/** The header's switch to the employer site (spec section 2); signed in, the employer stays signed in. */
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import { employerSiteUrl } from '../../lib/employer-site';
import { env } from '../../lib/env';
import { countryAtom, languageAtom, sessionAtom } from '../../lib/session-atoms';

/** `className`: how the place that shows it styles a link (the More menu's items). */
export function EmployerSwitch({ className = 'shell-nav__link shell-nav__employer' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const country = useAtomValue(countryAtom);
  const language = useAtomValue(languageAtom);
  const session = useAtomValue(sessionAtom);
  const href = employerSiteUrl({
    companyHost: env.VITE_COMPANY_HOST,
    country,
    language,
    sessionId: session.kind === 'user' ? session.sessionId : undefined,
  });
  return (
    <a className={className} href={href} rel="noopener">
      {t('header.nav.employers')}
    </a>
  );
}
