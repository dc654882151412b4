import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavoriteLists, PendingChange } from './favorites-state';

// The browser storage and the server, stood in for: the store's rules are what is under test.
const stored = new Map<string, unknown>();
vi.mock('../../lib/storage', () => ({
  appStorage: {
    getItem: async (key: string) => stored.get(key) ?? null,
    setItem: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
    removeItem: async (key: string) => void stored.delete(key),
  },
}));
const server = { lists: { games: [], champs: [], teams: [] } as FavoriteLists, online: true, sent: [] as string[] };
const offline = Object.assign(new Error('offline'), { statusCode: 0 });
vi.mock('./favorites-sync', () => ({
  isTransient: (error: { statusCode?: number }) => error.statusCode === 0,
  fetchLists: async () => {
    if (!server.online) throw offline;
    return structuredClone(server.lists);
  },
  sendChange: async (change: PendingChange) => {
    if (!server.online) throw offline;
    server.sent.push(`${change.action} ${change.list} ${change.item.id}`);
    const items = server.lists[change.list] as { id: number }[];
    const rest = items.filter((i) => i.id !== change.item.id);
    (server.lists[change.list] as unknown[]) = change.action === 'add' ? [...rest, change.item] : rest;
  },
  migrateGuest: async (guest: FavoriteLists) => {
    if (!server.online) throw offline;
    server.sent.push(`migrate ${guest.games.map((g) => g.id).join(',')}`);
    const kept = new Set(server.lists.games.map((g) => g.constId));
    server.lists.games.push(...guest.games.filter((g) => !kept.has(g.constId)));
  },
}));
vi.mock('../auth', () => ({
  useAccountSession: { getState: () => ({ status: 'unknown' }), subscribe: () => () => {} },
}));

const { GUEST_KEY, pendingKey, switchOwner, flush, useFavorites } = await import('./favorites-store');
const star = (id: number) => useFavorites.getState().toggle({ list: 'games', item: { id, constId: id } });
const gameIds = () => useFavorites.getState().lists.games.map((g) => g.id);

beforeEach(() => {
  stored.clear();
  server.lists = { games: [], champs: [], teams: [] };
  server.online = true;
  server.sent = [];
});

describe('favourites of a guest and of a player', () => {
  it('keeps a guest’s stars in the browser’s storage and never calls the server', async () => {
    await switchOwner(null);
    star(1);
    star(2);
    await vi.waitFor(() => expect((stored.get(GUEST_KEY) as FavoriteLists)?.games).toHaveLength(2));
    expect(server.sent).toEqual([]);
  });

  it('migrates the guest’s stars at login and merges them with the account’s without duplicates', async () => {
    server.lists.games = [{ id: 2, constId: 2 }];
    await switchOwner(null);
    star(1);
    star(2);
    await vi.waitFor(() => expect(stored.has(GUEST_KEY)).toBe(true));
    await switchOwner(42);
    expect(server.sent).toEqual(['migrate 1,2']);
    expect(gameIds()).toEqual([2, 1]);
    expect(stored.has(GUEST_KEY)).toBe(false);
  });

  it('queues a player’s changes while offline and sends them when the connection returns', async () => {
    await switchOwner(7);
    server.online = false;
    star(5);
    await vi.waitFor(() => expect(stored.get(pendingKey(7))).toHaveLength(1));
    await flush();
    expect(gameIds()).toEqual([5]);
    expect(useFavorites.getState().pending).toHaveLength(1);
    server.online = true;
    await flush();
    expect(server.sent).toEqual(['add games 5']);
    expect(useFavorites.getState().pending).toEqual([]);
    expect(stored.get(pendingKey(7))).toEqual([]);
  });

  it('shows a logged-out visitor no player’s lists', async () => {
    server.lists.games = [{ id: 9, constId: 9 }];
    await switchOwner(3);
    expect(gameIds()).toEqual([9]);
    await switchOwner(null);
    expect(gameIds()).toEqual([]);
  });
});
