/** Route-level error boundary: a failed loader or a render error inside a page. */
import { isRouteErrorResponse, useRouteError, useRevalidator } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { NotFoundView } from '../../components/not-found-view';

export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorState error={error} onRetry={() => void revalidator.revalidate()} />;
}
