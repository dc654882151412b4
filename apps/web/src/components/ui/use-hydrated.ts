import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true from then on (and at once in a
 * page the browser renders itself): what only the browser has (portals on `document.body`, saved
 * settings) renders after hydration, so the first render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
