import { lazyPart } from '../../../lib/lazy-part';

/**
 * The home's events block, loaded apart from the home page's own code: the cards, price buttons and
 * slip weigh more than the page's budget for its first JavaScript (scripts/check-bundle-size.mjs).
 * The page's route loads it (`loadHomeEvents`), so a server-rendered home hydrates the block in place.
 */
const part = lazyPart(() => import('./home-events').then((m) => m.HomeEvents));

export const HomeEvents = part.Part;
export const loadHomeEvents: () => Promise<unknown> = part.preload;
