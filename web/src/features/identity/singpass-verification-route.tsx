/**
 * /singpass-verification (W20): signed-in users on the Singapore site verify their identity with the
 * identity-login button; others see why they cannot, and a way forward.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { localHref, withQuery } from '../../lib/local-href';
import { countryAtom, languageAtom, sessionAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SingpassLoginButton } from './singpass-login-button';
import './identity.css';
import type { Route } from './+types/singpass-verification-route';
import { pageData, pageMeta } from '../../lib/page-data';
import { pathWithQuery } from '../../lib/path-with-query';

export const namespaces = ['identity'] as const;

const BENEFITS = ['priorityVisibility', 'verifiedBadge', 'jobMatching'] as const;

function VerifiedIdentity({ identityId }: { identityId: number }) {
  const { t } = useTranslation('identity');
  const config = useQuery(configListsQuery(useQueryScope(), ['user_identity_lists']));
  if (config.isPending) return <LoadingState />;
  const label = config.data?.user_identity_lists.find((option) => option.id === identityId)?.value;
  return (
    <div className="state state--empty" role="status">
      <p className="state__title">{t('page.verified')}</p>
      {label ? <p className="state__message">{t('page.identity', { identity: label })}</p> : null}
    </div>
  );
}

function VerificationBody() {
  const { t } = useTranslation('identity');
  const language = useAtomValue(languageAtom);
  const country = useAtomValue(countryAtom);
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.kind !== 'user') {
    return (
      <EmptyState
        title={t('page.signInTitle')}
        hint={t('page.signInHint')}
        action={
          <Link className="button" to={withQuery(localHref(language, '/:lang?/get-started'), { redirect: pathWithQuery(location) })}>
            {t('page.signIn')}
          </Link>
        }
      />
    );
  }
  if (country !== 'sg') return <EmptyState title={t('page.singaporeOnly')} hint={t('page.singaporeOnlyHint')} />;
  const identityId = session.user.additional_info?.user_identity_id;
  if (typeof identityId === 'number') return <VerifiedIdentity identityId={identityId} />;
  return (
    <>
      <p>{t('page.intro')}</p>
      <ul className="identity-page__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`success.benefits.${benefit}`)}</li>
        ))}
      </ul>
      <SingpassLoginButton />
    </>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function SingpassVerificationRoute() {
  const { t } = useTranslation('identity');
  useDocumentTitle(t('page.title'));
  return (
    <section className="identity-page section">
      <h1 className="page-title">{t('page.title')}</h1>
      <VerificationBody />
    </section>
  );
}
