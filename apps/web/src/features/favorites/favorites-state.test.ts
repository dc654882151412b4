import { describe, expect, it } from 'vitest';
import {
  applyChange,
  EMPTY_LISTS,
  type FavoriteLists,
  has,
  mergeLists,
  type PendingChange,
  queueChange,
  toggleChange,
} from './favorites-state';

const game = (id: number, constId = id) => ({ id, constId });
const champ = (id: number) => ({ id, sportId: 1, name: `Champ ${id}` });
const add = (item: { id: number; constId: number }): PendingChange => ({ list: 'games', action: 'add', item });
const remove = (item: { id: number; constId: number }): PendingChange => ({ list: 'games', action: 'remove', item });

describe('favourite lists', () => {
  it('knows a game by its const id, whether it was starred by its line or its live id', () => {
    const lists = applyChange(EMPTY_LISTS, add(game(100, 7)));
    expect(has(lists, 'games', 7)).toBe(true);
    expect(applyChange(lists, add(game(900, 7))).games).toEqual([game(100, 7)]);
    expect(applyChange(lists, remove(game(900, 7))).games).toEqual([]);
  });

  it('toggles: a star on an entry that is there removes it', () => {
    const lists: FavoriteLists = { ...EMPTY_LISTS, champs: [champ(3)] };
    expect(toggleChange(lists, { list: 'champs', item: champ(3) }).action).toBe('remove');
    expect(toggleChange(lists, { list: 'champs', item: champ(4) }).action).toBe('add');
  });
});

describe('pending changes (offline, sent when the connection returns)', () => {
  it('keeps only the last change of an entry, so a star then an unstar sends one removal', () => {
    const queue = queueChange(queueChange([], add(game(1))), remove(game(1)));
    expect(queue).toEqual([remove(game(1))]);
  });

  it('keeps changes of different entries in order', () => {
    const queue = queueChange(queueChange([], add(game(1))), add(game(2)));
    expect(queue.map((c) => c.item.id)).toEqual([1, 2]);
  });
});

describe('a guest’s lists merged into the account at login', () => {
  it('adds the guest’s entries after the player’s, without duplicates', () => {
    const player: FavoriteLists = { games: [game(1), game(2)], champs: [champ(5)], teams: [] };
    const guest: FavoriteLists = { games: [game(2), game(3), game(3)], champs: [champ(5), champ(6)], teams: [] };
    expect(mergeLists(player, guest)).toEqual({
      games: [game(1), game(2), game(3)],
      champs: [champ(5), champ(6)],
      teams: [],
    });
  });
});
