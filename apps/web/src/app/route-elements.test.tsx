// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Outlet, type RouteObject, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveRoutes, toElementRoutes, useCaughtError } from './route-elements';

afterEach(cleanup);

/** What a lazy route's module gives. */
type Loaded = { Component?: () => ReactNode; element?: ReactNode };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Table({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderTable(table: RouteObject[], at: string) {
  const routes = toElementRoutes(table);
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Table routes={routes} />
    </MemoryRouter>,
  );
}

function Home() {
  return (
    <p>
      home <Link to="/x/shop">shop</Link>
    </p>
  );
}

describe('the route table under the declarative router (ADR 0026, the router)', () => {
  it('renders an address whose lazy routes were resolved at once, the same on the server and in the browser', async () => {
    const table: RouteObject[] = [
      {
        path: '/:lang',
        lazy: async () => ({ Component: () => <main>{<Outlet />}</main> }),
        children: [{ index: true, lazy: async () => ({ Component: () => <p>page</p> }) }],
      },
    ];
    await resolveRoutes(table, '/en');
    const routes = toElementRoutes(table);
    const tree = (
      <MemoryRouter initialEntries={['/en']}>
        <Table routes={routes} />
      </MemoryRouter>
    );
    expect(renderToString(tree)).toBe('<main><p>page</p></main>');
  });

  it('loads a layout and its page together, keeping the previous page on screen until both are there', async () => {
    const layout = deferred<Loaded>();
    const page = deferred<Loaded>();
    const loadLayout = vi.fn(() => layout.promise);
    const loadPage = vi.fn(() => page.promise);
    renderTable(
      [
        {
          path: '/:lang',
          children: [
            { index: true, element: <Home /> },
            { lazy: loadLayout, children: [{ path: 'shop', lazy: loadPage }] },
          ],
        },
      ],
      '/x',
    );
    await act(async () => screen.getByText('shop').click());
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/home/)).toBeTruthy();
    await act(async () => {
      layout.resolve({ Component: () => <section>{<Outlet />}</section> });
      page.resolve({ element: <p>the shop</p> });
    });
    expect(await screen.findByText('the shop')).toBeTruthy();
    expect(screen.queryByText(/home/)).toBeNull();
  });

  it('renders the outlet of a route that has only children', () => {
    renderTable([{ path: '/:lang', children: [{ index: true, element: <p>inner</p> }] }], '/en');
    expect(screen.getByText('inner')).toBeTruthy();
  });

  it('shows the error element with the caught error for a failure below it, until the next navigation', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Failing(): never {
      throw new Error('boom');
    }
    function Fallback() {
      const error = useCaughtError();
      return (
        <p>
          failed: {error instanceof Error ? error.message : 'unknown'} <Link to="/x">home</Link>
        </p>
      );
    }
    renderTable(
      [
        {
          path: '/:lang',
          element: <Outlet />,
          errorElement: <Fallback />,
          children: [
            { index: true, element: <p>fine</p> },
            { path: 'broken', element: <Failing /> },
          ],
        },
      ],
      '/x/broken',
    );
    expect(screen.getByText(/failed: boom/)).toBeTruthy();
    await act(async () => screen.getByText('home').click());
    expect(await screen.findByText('fine')).toBeTruthy();
    spy.mockRestore();
  });
  it("shows the error element when a route's code fails to load", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn((): Promise<Loaded> => Promise.reject(new Error('chunk gone')));
    function Fallback() {
      const error = useCaughtError();
      return <p>failed: {error instanceof Error ? error.message : 'unknown'}</p>;
    }
    renderTable(
      [
        {
          path: '/:lang',
          element: <Outlet />,
          errorElement: <Fallback />,
          children: [
            { index: true, element: <Home /> },
            { path: 'shop', lazy: load },
          ],
        },
      ],
      '/x',
    );
    await act(async () => screen.getByText('shop').click());
    expect(await screen.findByText(/failed: chunk gone/)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
