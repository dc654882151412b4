import { hiddenCasinoRoutes } from '@fairline/shared/routing/casino-pages';
import { matchPath, Outlet, useLocation } from 'react-router';
import { useSite } from '../features/config';
import { NotFoundPage } from '../pages/error-page';

/**
 * The casino's pages where the brand × country offers the casino; where its thirdPartyCasino group is off
 * (or a VIP page's own switch), the not-found page instead, as the server answers 404 there (issue 21:
 * "With it off, no casino menu item, tile or route is shown"). A layout route: client-side navigation
 * passes through it too.
 */
export function CasinoGate() {
  const site = useSite();
  const { pathname } = useLocation();
  const rest = `/${pathname.split('/').slice(2).join('/')}`;
  const hidden = hiddenCasinoRoutes(site.settings.thirdPartyCasino);
  if (hidden.some((route) => matchPath({ path: route, end: true }, rest))) return <NotFoundPage />;
  return <Outlet />;
}
