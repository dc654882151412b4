import { memo } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { betHistoryRoutes } from '../features/bet-history';
import { blockAppealRoutes } from '../features/block-appeal';
import { bonusesRoutes } from '../features/bonuses';
import { friendRoutes } from '../features/bring-a-friend';
import { casinoOfficeRoutes, casinoRoutes } from '../features/casino';
import { tournamentsRoutes } from '../features/casino-tournaments';
import { casinoVipRoutes } from '../features/casino-vip';
import { useSite } from '../features/config';
import { couponRoutes } from '../features/coupon';
import { pointsRoutes } from '../features/loyalty-points';
import { loadOfficeLayout, officeRoutes } from '../features/office';
import { paymentsRoutes } from '../features/payments';
import { promotionsRoutes } from '../features/promotions';
import { loadRegistrationIdentificationPage, loadRegistrationPage } from '../features/registration';
import { resultsRoutes } from '../features/results';
import { loadHomeEvents, sportsbookRoutes } from '../features/sportsbook';
import { statisticsRoutes } from '../features/statistics';
import { statisticsWidgetRoutes } from '../features/statistics-widget';
import { CasinoGate } from './casino-gate';
import { LanguageGate } from './language-gate';
import { Layout } from './layout/layout';
import { NotFoundRoute } from './not-found-route';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

function RootRedirect() {
  const site = useSite();
  return <Navigate to={`/${site.defaultLanguage}/${window.location.search}`} replace />;
}

/**
 * The language-prefixed route table (pages are split per route): the shell composes the features'
 * pages, puts the bet slip in the sportsbook's layout and the cashier's and bet history's pages in
 * the office, and guards what needs a guest or a player. Every page path here is also in the shared
 * PAGE_ROUTES, which the server uses to answer 404 for any other path (routes.test.ts).
 */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: <LanguageGate />,
    errorElement: <RouteError />,
    children: [
      {
        element: <Layout />,
        children: [
          {
            index: true,
            // The events block loads with the page, and the page re-renders only for its own state (not
            // with the shell as the session arrives): a server-rendered home hydrates its block in place.
            lazy: () =>
              Promise.all([import('../pages/home-page'), loadHomeEvents()]).then(([m]) => ({
                Component: memo(m.HomePage),
              })),
          },
          {
            path: 'information/:page',
            lazy: () => import('../pages/information-page').then((m) => ({ Component: m.InformationPage })),
          },
          {
            path: 'error/:code',
            lazy: () => import('../pages/error-page').then((m) => ({ Component: m.ErrorRoutePage })),
          },
          { path: 'block', lazy: () => import('../pages/block-page').then((m) => ({ Component: m.BlockPage })) },
          ...blockAppealRoutes,
          ...sportsbookRoutes([...couponRoutes, ...resultsRoutes]),
          // The casino's pages are not found where the brand × country has it off (issue 21).
          { element: <CasinoGate />, children: [...casinoRoutes, ...tournamentsRoutes] },
          ...promotionsRoutes,
          { path: 'not-found', lazy: () => import('../pages/error-page').then((m) => ({ Component: m.NotFoundPage })) },
          {
            path: 'registration',
            lazy: async () => {
              const RegistrationPage = await loadRegistrationPage();
              return {
                element: (
                  <RouteGuard rules={{ guestOnly: true }}>
                    <RegistrationPage />
                  </RouteGuard>
                ),
              };
            },
          },
          {
            // The spec's registrationIdentification route: the identity data a brand asks after sign-up.
            path: 'registration/identification',
            lazy: async () => {
              const RegistrationIdentificationPage = await loadRegistrationIdentificationPage();
              return {
                element: (
                  <RouteGuard rules={{ userOnly: true }}>
                    <RegistrationIdentificationPage />
                  </RouteGuard>
                ),
              };
            },
          },
          {
            path: 'office',
            lazy: async () => {
              const OfficeLayout = await loadOfficeLayout();
              return {
                element: (
                  <RouteGuard rules={{ userOnly: true }}>
                    <OfficeLayout />
                  </RouteGuard>
                ),
              };
            },
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              ...officeRoutes,
              ...paymentsRoutes,
              ...betHistoryRoutes,
              { element: <CasinoGate />, children: [...casinoOfficeRoutes, ...casinoVipRoutes] },
              ...bonusesRoutes,
              ...pointsRoutes,
              ...friendRoutes,
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      // The statistics pages open in a modal's frame or as bare pages on phones: outside the site's frame.
      ...statisticsRoutes,
      // The embeddable statistics widget and its demo host (ADR 0068): the same pages in the widget's shell.
      ...statisticsWidgetRoutes(statisticsRoutes),
    ],
  },
];
