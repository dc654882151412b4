import '../../styles/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { languageFromPath } from '../../app/language';
import { LanguageGate } from '../../app/language-gate';
import { Layout } from '../../app/layout/layout';
import { changeLanguage } from '../i18n/i18n';
import { applyBrandTheme } from '../site/brand-theme';
import { fetchSiteConfig } from '../site/site-api';
import { sportsbookRoutes } from './routes';

const router = createBrowserRouter([
  { path: '/:lang', element: <LanguageGate />, children: [{ element: <Layout />, children: sportsbookRoutes }] },
]);

const client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
const site = await fetchSiteConfig();
client.setQueryData(['site-config'], site);
applyBrandTheme(site);
await changeLanguage(languageFromPath(location.pathname, site));
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={client}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
