import { isNotFoundRedirect } from '@fairline/shared/routing';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../pages/error-page';

/** Unknown paths show the not-found page; listed legacy URLs redirect to it. */
export function NotFoundRoute() {
  const { lang } = useParams();
  const { pathname } = useLocation();
  const rest = `/${pathname.split('/').slice(2).join('/')}`;
  if (isNotFoundRedirect(rest)) return <Navigate to={`/${lang}/not-found`} replace />;
  return <NotFoundPage />;
}
