import { ErrorView } from '../pages/error-view';
import { useCaughtError } from './route-elements';

/** Any error thrown while rendering a route lands on the error page with its code. */
export function RouteError() {
  console.error(useCaughtError());
  return <ErrorView code={500} />;
}
