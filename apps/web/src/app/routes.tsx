import { Navigate, type RouteObject } from 'react-router';
import { useSite } from '../features/site/use-site';
import { sportsbookRoutes } from '../features/sportsbook/routes';
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
 * The language-prefixed route table (pages are split per route). Every page path here is also in
 * the shared PAGE_ROUTES, which the server uses to answer 404 for any other path (routes.test.ts).
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
          { index: true, lazy: () => import('../pages/home-page').then((m) => ({ Component: m.HomePage })) },
          {
            path: 'information/:page',
            lazy: () => import('../pages/information-page').then((m) => ({ Component: m.InformationPage })),
          },
          {
            path: 'error/:code',
            lazy: () => import('../pages/error-page').then((m) => ({ Component: m.ErrorRoutePage })),
          },
          { path: 'block', lazy: () => import('../pages/block-page').then((m) => ({ Component: m.BlockPage })) },
          {
            path: 'block-appeal',
            lazy: () =>
              import('../pages/block-appeal/block-appeal-page').then((m) => ({ Component: m.BlockAppealPage })),
          },
          ...sportsbookRoutes,
          { path: 'not-found', lazy: () => import('../pages/error-page').then((m) => ({ Component: m.NotFoundPage })) },
          {
            path: 'registration',
            lazy: async () => {
              const { RegistrationPage } = await import('../features/registration/registration-page');
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
            path: 'office',
            lazy: async () => {
              const { OfficeLayout } = await import('../features/office/office-layout');
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
              {
                path: 'profile',
                lazy: () => import('../features/office/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
              {
                path: 'security',
                lazy: () => import('../features/office/security-page').then((m) => ({ Component: m.SecurityPage })),
              },
              {
                path: 'sessions',
                lazy: () => import('../features/office/sessions-page').then((m) => ({ Component: m.SessionsPage })),
              },
              {
                path: 'payments',
                lazy: () => import('../features/cashier/payments-page').then((m) => ({ Component: m.PaymentsPage })),
              },
              {
                path: 'bets',
                lazy: () =>
                  import('../features/bets/bets-history-page').then((m) => ({ Component: m.BetsHistoryPage })),
              },
              {
                path: 'limits',
                lazy: () => import('../features/cashier/limits-page').then((m) => ({ Component: m.LimitsPage })),
              },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
