// The visitor's starred casino games (ADR 0038, on the pattern of ADR 0035): a guest's in the
// browser's storage; a player's on the server (the favourites feature's casino_game kind), changes
// shown at once and sent in order. At login the guest's stars are added to the account and forgotten.
import { create } from 'zustand';
import { appStorage } from '../../lib/storage';
import { useAccountSession } from '../auth';
import { merged, queued, type StarChange, toggled, withPending } from './casino-favorites-state';
import { addFavorite, fetchFavorites, migrateGuest, removeFavorite } from './casino-favorites-sync';

export const GUEST_KEY = 'casino.favorites.guest';

interface CasinoFavoritesState {
  /** A player's id, null for a guest, undefined before the session is known. */
  owner: number | null | undefined;
  ids: string[];
  pending: StarChange[];
  toggle(id: string): void;
}

export const useCasinoFavorites = create<CasinoFavoritesState>()((set, get) => ({
  owner: undefined,
  ids: [],
  pending: [],
  toggle(id) {
    const { owner, ids, pending } = get();
    if (owner === undefined) return;
    const next = toggled(ids, id);
    if (owner === null) {
      set({ ids: next });
      void appStorage.setItem(GUEST_KEY, next).catch(() => undefined);
      return;
    }
    set({ ids: next, pending: queued(pending, { id, on: next.includes(id) }) });
    void flush(owner);
  },
}));

let flushing: Promise<void> | null = null;

/** Sends the queued changes in order; a failed one is kept for the next try. */
function flush(owner: number): Promise<void> {
  flushing ??= (async () => {
    for (const change of [...useCasinoFavorites.getState().pending]) {
      try {
        await (change.on ? addFavorite(change.id) : removeFavorite(change.id));
      } catch {
        return;
      }
      if (useCasinoFavorites.getState().owner !== owner) return;
      useCasinoFavorites.setState((s) => ({ pending: s.pending.filter((c) => c !== change) }));
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function readGuest(): Promise<string[]> {
  try {
    return (await appStorage.getItem<string[]>(GUEST_KEY)) ?? [];
  } catch {
    return [];
  }
}

/** Takes the stars of whoever is signed in now; a guest's move into the account. */
async function switchOwner(owner: number | null): Promise<void> {
  const guest = await readGuest();
  if (owner === null) {
    useCasinoFavorites.setState({ owner, ids: guest, pending: [] });
    return;
  }
  // The guest's stars stay lit while they are carried over (migrate/Casino merges without duplicates).
  useCasinoFavorites.setState({ owner, ids: guest, pending: [] });
  try {
    if (guest.length > 0) {
      await migrateGuest(guest);
      await appStorage.removeItem(GUEST_KEY).catch(() => undefined);
    }
    const server = await fetchFavorites();
    const { owner: now, pending } = useCasinoFavorites.getState();
    if (now === owner) useCasinoFavorites.setState({ ids: withPending(server, pending) });
  } catch {
    // Offline or refused: the stars shown stay; the guest's are kept in storage for the next login.
    if (useCasinoFavorites.getState().owner === owner)
      useCasinoFavorites.setState((s) => ({ ids: merged(s.ids, guest) }));
  }
}

let started = false;
/** Whose stars are being taken (set before the storage is read, so a second session event does not repeat it). */
let following: number | null | undefined;

/** Follows the session (once). */
export function startCasinoFavorites() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const follow = () => {
    const { status, user } = useAccountSession.getState();
    if (status === 'unknown') return;
    const owner = status === 'user' && user ? user.id : null;
    if (owner === following) return;
    following = owner;
    void switchOwner(owner);
  };
  useAccountSession.subscribe(follow);
  follow();
}
