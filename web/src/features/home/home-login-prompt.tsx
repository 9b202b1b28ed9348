/** Spec section 6: logged-out users are prompted to log in for more jobs and recommendations. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';

export function HomeLoginPrompt() {
  const { t } = useTranslation('home');
  const language = useAtomValue(languageAtom);
  const session = useAtomValue(sessionAtom);
  if (session.kind === 'user') return null;
  return (
    <aside className="home-login" aria-labelledby="home-login-title">
      <div>
        <h2 id="home-login-title" className="home-login__title">
          {t('login.title')}
        </h2>
        <p className="home-login__text">{t('login.text')}</p>
      </div>
      <Link className="button" to={localHref(language, '/:lang?/get-started')}>
        {t('login.action')}
      </Link>
    </aside>
  );
}
