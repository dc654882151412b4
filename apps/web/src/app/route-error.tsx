import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../pages/error-view';

/** Any error thrown while rendering a route lands on the error page with its code. */
export function RouteError() {
  const error = useRouteError();
  const code = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorView code={code} />;
}
