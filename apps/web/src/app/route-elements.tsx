import { Component, createContext, type ReactNode, use, useContext } from 'react';
import { matchRoutes, Outlet, type RouteObject, useLocation } from 'react-router';

// The route table keeps the data router's vocabulary (`lazy`, `errorElement`), but the app renders
// it with the declarative router (`useRoutes`), about 16 KB gzipped less on every first load
// (ADR 0026, "the router"). These pieces give the two words the same meaning there.

type Loading = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

const loads = new WeakMap<RouteObject, Loading>();

/**
 * Loads a lazy route's module once and puts what it gives (`Component` or `element`) on the route.
 * The promise carries its outcome as React's `use` reads it (`status`), so a route loaded before a
 * render renders at once instead of suspending for a tick. A failed load stays failed, as the
 * browser keeps a failed module's import rejected too.
 */
function loadRoute(route: RouteObject): Loading {
  let loading = loads.get(route);
  if (!loading) {
    const lazy = route.lazy;
    const pending: Loading =
      typeof lazy === 'function'
        ? lazy().then((loaded) => {
            Object.assign(route, loaded, { lazy: undefined });
          })
        : Promise.resolve();
    pending.status = 'pending';
    pending.then(
      () => {
        pending.status = 'fulfilled';
      },
      (reason: unknown) => {
        pending.status = 'rejected';
        pending.reason = reason;
      },
    );
    loading = pending;
    loads.set(route, loading);
  }
  return loading;
}

/**
 * Loads the lazy routes an address matches, together. Before the first render, so a router created then
 * renders the page at once: in the browser as the server rendered it (hydration needs the same first
 * render), on the server with nothing left to wait for.
 */
export async function resolveRoutes(routes: RouteObject[], location: string | Partial<Location>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.filter(({ route }) => typeof route.lazy === 'function').map(({ route }) => loadRoute(route)),
  );
}

/**
 * A lazy route's element: its page once loaded; until then it suspends, and since every navigation is
 * a transition, the previous page stays on the screen meanwhile (as the data router kept it).
 */
function LazyRoute({ route, table }: { route: RouteObject; table: RouteObject[] }) {
  const location = useLocation();
  const loading = loadRoute(route);
  // The address's other lazy routes (a layout and its page) load alongside, not one after another.
  if (loading.status !== 'fulfilled') resolveRoutes(table, location).catch(() => undefined);
  use(loading as Promise<void>);
  return ownElement(route);
}

function ownElement(route: RouteObject): ReactNode {
  const Page = route.Component;
  if (Page) return <Page />;
  return route.element || <Outlet />;
}

const CaughtError = createContext<unknown>(undefined);

/** The error the route's boundary caught (the data router's `useRouteError`). */
export function useCaughtError(): unknown {
  return useContext(CaughtError);
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  locationKey: string;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  locationKey: string;
}

/** Shows the route's error element for an error thrown below it, until the next navigation. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { caught: null, locationKey: props.locationKey };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return <CaughtError value={caught.error}>{this.props.fallback}</CaughtError>;
  }
}

function RouteBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary fallback={fallback} locationKey={key}>
      {children}
    </Boundary>
  );
}

/** The route table as `useRoutes` renders it: lazy routes and error elements become elements. */
export function toElementRoutes(routes: RouteObject[], table: RouteObject[] = routes): RouteObject[] {
  return routes.map((route) => toElementRoute(route, table));
}

function toElementRoute(route: RouteObject, table: RouteObject[]): RouteObject {
  const { lazy, errorElement, Component: _page, element: _element, children, ...rest } = route;
  const own = typeof lazy === 'function' ? <LazyRoute route={route} table={table} /> : ownElement(route);
  const element = errorElement ? <RouteBoundary fallback={errorElement}>{own}</RouteBoundary> : own;
  return { ...rest, element, ...(children ? { children: toElementRoutes(children, table) } : {}) } as RouteObject;
}
