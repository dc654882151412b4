import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
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

const router = createBrowserRouter([
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
]);

/** The application: data client and the language-prefixed route table (pages are split per route). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
