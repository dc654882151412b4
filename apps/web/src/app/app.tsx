import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { appRoutes } from './routes';

// Created at the first render, not at import: the router reads the address once, and bootstrap may
// still change it before rendering (a blocked account's social login goes to the block page).
let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

function sharedBrowserRouter() {
  browserRouter ??= createBrowserRouter(appRoutes);
  return browserRouter;
}

/**
 * Loads the lazy routes an address matches before the first render, so a router created then renders
 * the page at once: in the browser as the server rendered it (hydration needs the same first render),
 * on the server with nothing left to wait for.
 */
export async function resolveRoutes(location: string | Partial<Location> = window.location): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

type Router = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  queryClient: QueryClient;
  /** The server render's router (a memory router at the page's address); the browser's otherwise. */
  router?: Router;
  /** Called once the first render is on the screen. */
  onMounted?: (() => void) | undefined;
}

/** The application: data client and the language-prefixed route table (pages are split per route). */
export function App({ queryClient, router, onMounted }: AppProps) {
  const active = router ?? sharedBrowserRouter();
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={active} />
    </QueryClientProvider>
  );
}
