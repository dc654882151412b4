// The favourites a page shows and the changes not yet sent (pure rules, tested on their own): a guest's
// lists live in the browser, a player's come from the server with their unsent changes laid on top.

/** A starred game: the id it was starred by (line or live) and its const id, the same in line and live. */
export interface GameRef {
  id: number;
  constId: number;
}

/** A starred championship or team, named as the page showed it. */
export interface NamedRef {
  id: number;
  sportId: number;
  name: string;
}

export interface FavoriteLists {
  games: GameRef[];
  champs: NamedRef[];
  teams: NamedRef[];
}

export type ListName = keyof FavoriteLists;

/** A change not yet confirmed by the server (kept while offline, sent when the connection returns). */
export type PendingChange =
  | { list: 'games'; action: 'add' | 'remove'; item: GameRef }
  | { list: 'champs' | 'teams'; action: 'add' | 'remove'; item: NamedRef };

export const EMPTY_LISTS: FavoriteLists = { games: [], champs: [], teams: [] };

/** The key that makes two entries the same favourite: a game's const id, else the id. */
export const keyOf = (list: ListName, item: GameRef | NamedRef): number =>
  list === 'games' ? (item as GameRef).constId : item.id;

/** Whether an entry is in a list. */
export function has(lists: FavoriteLists, list: ListName, key: number): boolean {
  return (lists[list] as (GameRef | NamedRef)[]).some((item) => keyOf(list, item) === key);
}

/** The lists with one change applied; adding what is there or removing what is not changes nothing. */
export function applyChange(lists: FavoriteLists, change: PendingChange): FavoriteLists {
  const key = keyOf(change.list, change.item);
  const items = lists[change.list] as (GameRef | NamedRef)[];
  const without = items.filter((item) => keyOf(change.list, item) !== key);
  if (change.action === 'remove') return without.length === items.length ? lists : { ...lists, [change.list]: without };
  return without.length !== items.length ? lists : { ...lists, [change.list]: [...items, change.item] };
}

/** The change that flips an entry: remove when it is there, else add. */
export function toggleChange(lists: FavoriteLists, change: Omit<PendingChange, 'action'>): PendingChange {
  const action = has(lists, change.list, keyOf(change.list, change.item)) ? 'remove' : 'add';
  return { ...change, action } as PendingChange;
}

/**
 * Queues a change; a later change of the same entry replaces the earlier one (star then unstar offline
 * sends one removal, never an add and a remove out of order).
 */
export function queueChange(queue: readonly PendingChange[], change: PendingChange): PendingChange[] {
  const key = keyOf(change.list, change.item);
  return [...queue.filter((c) => c.list !== change.list || keyOf(c.list, c.item) !== key), change];
}

/** Lists merged without duplicates: `base` first, then what `extra` adds. */
export function mergeLists(base: FavoriteLists, extra: FavoriteLists): FavoriteLists {
  let out = base;
  for (const list of ['games', 'champs', 'teams'] as const) {
    for (const item of extra[list]) out = applyChange(out, { list, action: 'add', item } as PendingChange);
  }
  return out;
}

/** Whether a guest has anything to carry into an account. */
export const isEmpty = (lists: FavoriteLists) =>
  lists.games.length === 0 && lists.champs.length === 0 && lists.teams.length === 0;
