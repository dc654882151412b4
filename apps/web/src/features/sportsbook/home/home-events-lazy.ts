import { lazy } from 'react';

const load = () => import('./home-events').then((m) => ({ default: m.HomeEvents }));

/**
 * The home's events block, loaded apart from the home page's own code: the cards, price buttons and
 * slip weigh more than the page's budget for its first JavaScript (scripts/check-bundle-size.mjs).
 */
export const HomeEvents = lazy(load);

/**
 * Loads the block's code with the page's route: a server-rendered home then hydrates the block at once
 * instead of leaving its server markup to a later pass that the first update would throw away.
 */
export function loadHomeEvents(): Promise<unknown> {
  return load();
}
