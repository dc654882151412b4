import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './routes';

// Created at the first render, not at import: the router reads the address once, and bootstrap may
// still change it before rendering (a blocked account's social login goes to the block page).
let router: ReturnType<typeof createBrowserRouter> | undefined;

/** The application: data client and the language-prefixed route table (pages are split per route). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  router ??= createBrowserRouter(appRoutes);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
