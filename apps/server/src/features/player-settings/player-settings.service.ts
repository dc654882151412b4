// The public module of player settings: what the feeds, the socket and other features may use.
import type { MailingChannel } from '@fairline/shared/wire/player-settings';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';
import { authenticate } from '../auth/auth.service';
import { mailingPreferencesOf } from './mailing-preferences';

export { changeMailingPreferences } from './mailing-preferences';

import { carriesSportFilter } from './sport-filter-cookie';
import { type FilterFeed, hasDisallowed, SportFilters } from './sport-filters';

export { carriesSportFilter, SPORT_FILTER_COOKIE, syncSportFilterCookie } from './sport-filter-cookie';
export type { FilterFeed, SportFilter } from './sport-filters';

/** What a live topic shows, as the feed reads it: the sport and the feeds its changes belong to. */
export interface TopicSports {
  sportId: number;
  feeds: readonly FilterFeed[];
}

export interface PlayerSettings {
  filters: SportFilters;
  /**
   * The sports hidden from this feed call, or null: only a request carrying the marker is looked at
   * (its session then decides); every other request keeps the general, cached answer.
   */
  excludedSports(req: FastifyRequest, feed: FilterFeed): Promise<ReadonlySet<number> | null>;
  /**
   * Whether a signed-in player's socket may watch a feed topic: a sport's topic is refused in a feed
   * where the player hid the sport, a championship's when hidden in every feed it covers, and the
   * all-sports `feed:games` while any sport is hidden. Undefined `sports` (one game's page, or a
   * topic the feed does not know) is allowed.
   */
  topicAllowed(userId: number, topic: string, sports: TopicSports | 'all' | undefined): boolean;
}

export function createPlayerSettings(database: Database): PlayerSettings {
  const filters = new SportFilters(database);
  return {
    filters,
    async excludedSports(req, feed) {
      if (!carriesSportFilter(req.headers.cookie)) return null;
      const user = await authenticate(req, { cachedSession: true });
      if (!user) return null;
      const hidden = (await filters.of(user.id))[feed];
      return hidden.size > 0 ? hidden : null;
    },
    topicAllowed(userId, _topic, sports) {
      if (sports === undefined) return true;
      const filter = filters.peek(userId);
      if (!filter || !hasDisallowed(filter)) return true;
      if (sports === 'all') return false;
      return sports.feeds.some((feed) => !filter[feed].has(sports.sportId));
    },
  };
}

/**
 * Whether marketing may reach the player by this channel now: their choice, never while a time-out
 * or self-exclusion runs or its mark stays (until they opt in again). Senders of marketing ask here.
 */
export async function mayReceiveMarketing(
  database: Database,
  userId: number,
  channel: MailingChannel,
): Promise<boolean> {
  const prefs = await mailingPreferencesOf(database, userId);
  return !prefs.suppressed && prefs[channel];
}
