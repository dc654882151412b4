// Whether the page has hydrated (ADR 0026). What only the browser has (portals on `document.body`,
// saved settings, the visitor's time zone) renders after hydration, so the first render matches the
// server's markup. The switch is one state at the root, set in a transition once the hydration has
// committed: the components that then render differently re-render time-sliced, in the background,
// instead of in one synchronous block (`useSyncExternalStore` with a server snapshot forces a
// synchronous re-render of each of them right after hydration: about 400 ms at 4× CPU on the home).
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

/** True outside a hydrating tree: a page the browser renders itself, and components rendered alone (tests). */
const Hydrated = createContext(true);

/** False on the server and while a server-rendered page hydrates, true from then on. */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/** Around the app: `hydrating` for the server render and a browser hydrating it, where it starts false. */
export function HydrationState({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}
