import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { GuestHint } from '../features/auth';
import { SiteProvider } from '../features/config';
import { HydrationState } from '../lib/hydration';
import { TranslationState, translator } from '../lib/i18n';
import { resolveRoutes as resolveTableRoutes, toElementRoutes } from './route-elements';
import { appRoutes } from './routes';

/**
 * Loads the lazy routes an address matches before the first render, so the router renders the page at
 * once: in the browser as the server rendered it (hydration needs the same first render), on the
 * server with nothing left to wait for.
 */
export function resolveRoutes(location: string | Partial<Location> = window.location): Promise<void> {
  return resolveTableRoutes(appRoutes, location);
}

const elementRoutes = toElementRoutes(appRoutes);

function AppRoutes() {
  return useRoutes(elementRoutes);
}

interface AppProps {
  queryClient: QueryClient;
  /**
   * The router: the browser's (it reads the address at the first render, after bootstrap may have
   * changed it) unless the server render gives a memory router at the page's address.
   */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Called once the first render is on the screen. */
  onMounted?: (() => void) | undefined;
  /** The server render, and the browser hydrating it: `useHydrated` is false until hydration commits. */
  hydrating?: boolean;
  /** The first-screen data's `guest`: the request carried no session cookie (`useSessionStatus`). */
  guest?: boolean;
}

/** The application: data client and the language-prefixed route table (pages are split per route). */
export function App({ queryClient, Router = BrowserRouter, onMounted, hydrating = false, guest = false }: AppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <HydrationState hydrating={hydrating}>
      <TranslationState translator={translator}>
        <QueryClientProvider client={queryClient}>
          <SiteProvider>
            <GuestHint guest={guest}>
              <Router>
                <AppRoutes />
              </Router>
            </GuestHint>
          </SiteProvider>
        </QueryClientProvider>
      </TranslationState>
    </HydrationState>
  );
}
