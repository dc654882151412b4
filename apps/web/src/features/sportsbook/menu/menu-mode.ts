import type { Feed } from '../../feed';

export interface MenuMode {
  /** The feed the page shows: a live page's menu opens on Live. */
  feed: Feed;
  /** The cyber pages have a menu of the cyber sports only. */
  cyber: boolean;
}

/**
 * What the sports menu shows on a page (`/:lang/...`): Live on live pages (`live`, `live/game/1`,
 * `cyber/live`), Pre-match elsewhere; only cyber sports under `/:lang/cyber`.
 */
export function menuModeOf(pathname: string): MenuMode {
  const [, , ...rest] = pathname.split('/');
  return { feed: rest.includes('live') ? 'live' : 'line', cyber: rest[0] === 'cyber' };
}
