// @vitest-environment jsdom
import { PAGE_ROUTES } from '@fairline/shared/routing/page-routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

/** Every page path under `/:lang` the router renders, with `/` for index routes; the catch-all is left out. */
function pagePaths(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.index ? base : route.path ? `${base}/${route.path}` : base;
    // A route with children shows a page of its own only through its index child.
    const own = route.index || (route.path && !route.children);
    return [...(own ? [path || '/'] : []), ...pagePaths(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  const language = appRoutes.find((route) => route.path === '/:lang');

  it('has exactly the pages the server knows, so a real page never answers 404 and a dead path never 200', () => {
    const paths = pagePaths(language?.children ?? []);
    expect([...paths].sort()).toEqual([...PAGE_ROUTES].sort());
  });

  it('sends every other path to the not-found page', () => {
    const layout = language?.children?.[0];
    expect(layout?.children?.at(-1)?.path).toBe('*');
  });
});
