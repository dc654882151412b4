import { lazy } from 'react';

/**
 * The home's events block, loaded apart from the home page's own code: the cards, price buttons and
 * slip weigh more than the page's budget for its first JavaScript (scripts/check-bundle-size.mjs).
 */
export const HomeEvents = lazy(() => import('./home-events').then((m) => ({ default: m.HomeEvents })));
