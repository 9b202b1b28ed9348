import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../lib/app-jotai';
import { localHref } from '../lib/local-href';
import { languageAtom } from '../lib/session-atoms';

/** "Page does not exist", with a way home (W26). */
export function NotFoundView() {
  const { t } = useTranslation('common');
  const language = useAtomValue(languageAtom);
  return (
    <section className="state state--not-found" aria-labelledby="not-found-title">
      <p className="state__code" aria-hidden="true">404</p>
      <h1 id="not-found-title" className="state__title">
        {t('notFound.title')}
      </h1>
      <p className="state__message">{t('notFound.hint')}</p>
      <Link className="button" to={localHref(language, '/:lang?')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
