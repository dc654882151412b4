// The story of favourites (issue 23, section 1; ADR 0035): a player keeps games, championships and
// teams; every id is checked against the trading engine's catalogue, a game that finished drops out
// of the list, and each list has a limit (FavoriteLimits).
import {
  FavoriteErrorCode,
  type FavoriteGame,
  FavoriteLimits,
  type FavoriteLists,
  type FavoriteNamed,
} from '@fairline/shared/wire/favorites';
import type { Database } from '../../infra/db';
import type { OddsProvider } from '../../trading/provider';
import type { GameInfo } from '../../trading/types';
import { type langOf, nameIn } from '../feed/feed.service';
import {
  addFavoriteIds,
  clearFavorites,
  readFavoriteIds,
  removeFavoriteIds,
  type StoredKind,
} from './favorites.repository';

/** A refusal the route answers as `Success: false` (HTTP 200). */
export class FavoriteRefusal<Id extends number | string = number> extends Error {
  constructor(
    message: string,
    readonly code: (typeof FavoriteErrorCode)[keyof typeof FavoriteErrorCode],
    readonly ids: Id[] | null = null,
  ) {
    super(message);
  }
}

export type NamedKind = 'champ' | 'team';
type Lang = ReturnType<typeof langOf>;

const isOpen = (g: GameInfo | undefined): g is GameInfo => !!g && (g.phase === 'line' || g.phase === 'live');

/** The favourites of players, on the engine's catalogue. */
export function createFavorites(deps: { database: Database; engine: OddsProvider }) {
  const { database, engine } = deps;
  const champs = new Map(engine.championships().map((c) => [c.id, c]));
  const teams = new Map(engine.teams().map((t) => [t.id, t]));
  const limitOf = { game: FavoriteLimits.games, champ: FavoriteLimits.championships, team: FavoriteLimits.teams };

  const wireGame = (g: GameInfo, lang: Lang): FavoriteGame => ({
    Id: g.lineId,
    LiveId: g.liveId,
    ConstId: g.constId,
    SportId: g.sportId,
    ChampId: g.champId,
    Start: Math.floor(g.start / 1000),
    IsLive: g.phase === 'live',
    Home: nameIn(g.home.name, lang),
    Away: nameIn(g.away.name, lang),
  });

  const namedOf = (kind: NamedKind, id: number, lang: Lang): FavoriteNamed | null => {
    const item = kind === 'champ' ? champs.get(id) : teams.get(id);
    return item ? { Id: item.id, SportId: item.sportId, Name: nameIn(item.name, lang) } : null;
  };

  /** The games kept; those that finished (or left the catalogue) are forgotten as they are read. */
  async function games(userId: number, lang: Lang): Promise<FavoriteGame[]> {
    const ids = await readFavoriteIds(database, userId, 'game');
    const open: FavoriteGame[] = [];
    const gone: number[] = [];
    for (const id of ids) {
      const g = engine.getGame(id);
      if (isOpen(g)) open.push(wireGame(g, lang));
      else gone.push(id);
    }
    await removeFavoriteIds(database, userId, 'game', gone);
    return open;
  }

  async function named(userId: number, kind: NamedKind, lang: Lang): Promise<FavoriteNamed[]> {
    const ids = await readFavoriteIds(database, userId, kind);
    return ids.flatMap((id) => namedOf(kind, id, lang) ?? []);
  }

  /** The stored ids of `ids` (a game by its line id), or a refusal naming those the feed does not know. */
  function resolve(kind: StoredKind, ids: readonly number[]): number[] {
    const unknown: number[] = [];
    const known: number[] = [];
    for (const id of ids) {
      const stored = kind === 'game' ? engine.getGame(id) : undefined;
      if (kind === 'game') isOpen(stored) ? known.push(stored.lineId) : unknown.push(id);
      else (kind === 'champ' ? champs.has(id) : teams.has(id)) ? known.push(id) : unknown.push(id);
    }
    if (unknown.length > 0) throw new FavoriteRefusal('Unknown or finished id', FavoriteErrorCode.UnknownId, unknown);
    return [...new Set(known)];
  }

  async function add(userId: number, kind: StoredKind, ids: readonly number[]) {
    const wanted = resolve(kind, ids);
    if (kind === 'game') await games(userId, 'en'); // finished games free their places first
    const kept = new Set(await readFavoriteIds(database, userId, kind));
    const fresh = wanted.filter((id) => !kept.has(id));
    if (kept.size + fresh.length > limitOf[kind]) {
      throw new FavoriteRefusal(`At most ${limitOf[kind]} favourites of this kind`, FavoriteErrorCode.LimitReached);
    }
    await addFavoriteIds(database, userId, kind, fresh);
  }

  /** Removes ids; a game may be named by its line or its live id. Unknown ids are simply not there. */
  async function remove(userId: number, kind: StoredKind, ids: readonly number[]) {
    const stored = kind === 'game' ? ids.map((id) => engine.getGame(id)?.lineId ?? id) : [...ids];
    await removeFavoriteIds(database, userId, kind, stored);
  }

  /**
   * A guest's pending games merged into the player's list: already kept ones are not repeated, unknown or
   * finished ones are skipped (a guest's list may be old), and what would pass the limit is left out.
   */
  async function migrateGames(userId: number, ids: readonly number[], lang: Lang): Promise<FavoriteGame[]> {
    const before = await games(userId, lang);
    const kept = new Set(before.map((g) => g.Id));
    const room = FavoriteLimits.games - kept.size;
    const fresh = [
      ...new Set(ids.flatMap((id) => (isOpen(engine.getGame(id)) ? [engine.getGame(id)?.lineId ?? id] : []))),
    ].filter((id) => !kept.has(id));
    await addFavoriteIds(database, userId, 'game', fresh.slice(0, Math.max(0, room)));
    return games(userId, lang);
  }

  async function all(userId: number, lang: Lang): Promise<FavoriteLists> {
    const [Games, Championships, Teams] = await Promise.all([
      games(userId, lang),
      named(userId, 'champ', lang),
      named(userId, 'team', lang),
    ]);
    return { Games, Championships, Teams };
  }

  return {
    all,
    games,
    named,
    add,
    remove,
    clear: (userId: number, kind: StoredKind) => clearFavorites(database, userId, kind),
    migrateGames,
  };
}

export type Favorites = ReturnType<typeof createFavorites>;
