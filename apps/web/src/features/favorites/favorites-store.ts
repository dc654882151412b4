// The favourites of the visitor (ADR 0035): a guest's lists in the browser's storage; a player's from the
// server, with unsent changes queued in storage and sent when the connection returns. At login the
// guest's lists are carried into the account (migrate/Games) and merged without duplicates.
import { create } from 'zustand';
import { appStorage } from '../../lib/storage';
import { useAccountSession } from '../auth';
import {
  applyChange,
  EMPTY_LISTS,
  type FavoriteLists,
  isEmpty,
  mergeLists,
  type PendingChange,
  queueChange,
  toggleChange,
} from './favorites-state';

/** Storage keys: a guest's lists, and a player's changes not yet confirmed (per player). */
export const GUEST_KEY = 'favorites.guest';
export const pendingKey = (userId: number) => `favorites.pending.${userId}`;

interface FavoritesState {
  /** Whose lists these are: a player's id, null for a guest, undefined before the session is known. */
  owner: number | null | undefined;
  lists: FavoriteLists;
  pending: PendingChange[];
  /** Stars or unstars an entry. */
  toggle(change: Omit<PendingChange, 'action'>): void;
}

const lng = () => (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
const sync = () => import('./favorites-sync');

export const useFavorites = create<FavoritesState>()((set, get) => ({
  owner: undefined,
  lists: EMPTY_LISTS,
  pending: [],
  toggle(partial) {
    const { owner, lists, pending } = get();
    if (owner === undefined) return;
    const change = toggleChange(lists, partial);
    const next = applyChange(lists, change);
    if (owner === null) {
      set({ lists: next });
      void save(GUEST_KEY, next);
      return;
    }
    const queue = queueChange(pending, change);
    set({ lists: next, pending: queue });
    void save(pendingKey(owner), queue).then(flush);
  },
}));

async function save(key: string, value: unknown) {
  try {
    await appStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the lists still work for this visit.
  }
}

async function read<T>(key: string, fallback: T): Promise<T> {
  try {
    return (await appStorage.getItem<T>(key)) ?? fallback;
  } catch {
    return fallback;
  }
}

let flushing: Promise<void> | null = null;

/** Sends the queued changes in order; a refused one is dropped, a failed connection keeps the rest. */
export function flush(): Promise<void> {
  flushing ??= (async () => {
    const owner = useFavorites.getState().owner;
    if (typeof owner !== 'number') return;
    const api = await sync();
    let refused = false;
    for (const change of [...useFavorites.getState().pending]) {
      try {
        await api.sendChange(change, lng());
      } catch (error) {
        if (api.isTransient(error)) return;
        refused = true;
      }
      if (useFavorites.getState().owner !== owner) return;
      const rest = useFavorites.getState().pending.filter((c) => c !== change);
      useFavorites.setState({ pending: rest });
      await save(pendingKey(owner), rest);
    }
    if (refused) await loadPlayer(owner);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** The player's lists from the server with the still-unsent changes on top. */
async function loadPlayer(owner: number) {
  const server = await (await sync()).fetchLists(lng());
  const { owner: now, pending } = useFavorites.getState();
  if (now === owner) useFavorites.setState({ lists: pending.reduce(applyChange, server) });
}

/** Takes the lists of whoever is signed in now; a guest's lists move into the account at login. */
export async function switchOwner(owner: number | null): Promise<void> {
  if (owner === null) {
    useFavorites.setState({ owner, lists: await read(GUEST_KEY, EMPTY_LISTS), pending: [] });
    return;
  }
  const [guest, pending] = await Promise.all([
    read(GUEST_KEY, EMPTY_LISTS),
    read<PendingChange[]>(pendingKey(owner), []),
  ]);
  // Shown at once (the guest's stars stay lit), then replaced by the server's merged lists.
  useFavorites.setState({ owner, pending, lists: mergeLists(pending.reduce(applyChange, EMPTY_LISTS), guest) });
  await syncPlayer(owner);
}

/** Moves what a guest starred into the account, sends the queued changes and reloads the lists. */
async function syncPlayer(owner: number): Promise<void> {
  try {
    const api = await sync();
    const guest = await read(GUEST_KEY, EMPTY_LISTS);
    if (!isEmpty(guest)) {
      await api.migrateGuest(guest, lng());
      await appStorage.removeItem(GUEST_KEY).catch(() => undefined);
    }
    await flush();
    await loadPlayer(owner);
  } catch {
    // Offline: the guest's lists stay in storage and move on the next try (the connection's return).
  }
}

let started = false;

/** Follows the session (once): a guest's or the player's lists, and a retry when the connection returns. */
export function startFavorites() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const follow = () => {
    const { status, user } = useAccountSession.getState();
    if (status === 'unknown') return;
    const owner = status === 'user' && user ? user.id : null;
    if (owner !== useFavorites.getState().owner) void switchOwner(owner);
  };
  useAccountSession.subscribe(follow);
  follow();
  window.addEventListener('online', () => {
    const { owner } = useFavorites.getState();
    if (typeof owner === 'number') void syncPlayer(owner);
  });
}
