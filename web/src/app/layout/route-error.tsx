/** Route-level error boundary: a failed loader or a render error inside a page. */
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError, useRevalidator } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { NotFoundView } from '../../components/not-found-view';

/** What a 404 thrown before any page loaded needs to be said (see app/language-route.tsx). */
export const NOT_FOUND_NAMESPACES = ['system', 'common'] as const;

/** "Page does not exist", titled as the not-found page is, on the server too, and out of search results. */
function NotFound() {
  const { t } = useTranslation(NOT_FOUND_NAMESPACES);
  return (
    <>
      <title>{t('system:documentTitle', { title: t('common:notFound.title') })}</title>
      <meta name="robots" content="noindex" />
      <NotFoundView />
    </>
  );
}

export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorState error={error} onRetry={() => void revalidator.revalidate()} />;
}
