import { StorageConfig } from '@fairline/shared/enums/limits';

type LocalForage = ReturnType<typeof import('localforage').createInstance>;

let opened: Promise<LocalForage> | undefined;

/** localforage (~8 KB gzipped) loads with the first read or write, not with the first screen. */
function open(): Promise<LocalForage> {
  opened ??= import('localforage').then(({ default: localforage }) =>
    localforage.createInstance({
      name: StorageConfig.name,
      storeName: StorageConfig.storeName,
      version: StorageConfig.version,
      size: StorageConfig.size,
    }),
  );
  return opened;
}

/** The app's persistent store (IndexedDB through localforage): AppStorage, version 1. */
export const appStorage = {
  getItem: async <T>(key: string): Promise<T | null> => (await open()).getItem<T>(key),
  setItem: async <T>(key: string, value: T): Promise<T> => (await open()).setItem<T>(key, value),
  removeItem: async (key: string): Promise<void> => (await open()).removeItem(key),
};

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** A stored value is expired when its expiry is not later than now. */
export function isExpired(expiresAt: number, now = Date.now()): boolean {
  return !(expiresAt > now);
}

/** Reads a value saved with `setWithExpiry`; expired or unreadable values read as undefined. */
export async function getWithExpiry<T>(key: string): Promise<T | undefined> {
  try {
    const item = await appStorage.getItem<Expiring<T>>(key);
    if (!item || isExpired(item.expiresAt)) return undefined;
    return item.value;
  } catch {
    return undefined;
  }
}

/** Saves a value that expires after `ttlMs`; storage failures never break the page. */
export async function setWithExpiry<T>(key: string, value: T, ttlMs: number): Promise<void> {
  try {
    await appStorage.setItem<Expiring<T>>(key, { value, expiresAt: Date.now() + ttlMs });
  } catch {
    // Quota or private mode: the app works without the cache.
  }
}

// A page the server rendered hydrates with the state it was rendered with (every store's defaults):
// the stores read their saved state once the app has hydrated (`releaseSavedState`), then update.
const isServerRendered = typeof document !== 'undefined' && !!document.getElementById('root')?.firstElementChild;
let release: () => void = () => undefined;
const savedStateReleased: Promise<void> = isServerRendered
  ? new Promise((resolve) => {
      release = resolve;
    })
  : Promise.resolve();

const pendingReads = new Set<Promise<unknown>>();
const SAVED_STATE_WAIT_MS = 2000;

/**
 * Lets the persisted stores read their saved state (held while a server-rendered page hydrates), and
 * resolves once the stores waiting for it have it: only then may the page take input, or a saved
 * state read late would overwrite what the player did meanwhile (a slip's stake, its odds setting).
 */
export async function releaseSavedState(): Promise<void> {
  release();
  // A storage that never answers (a blocked IndexedDB) must not keep the page from taking input.
  const cap = new Promise((resolve) => setTimeout(resolve, SAVED_STATE_WAIT_MS));
  await Promise.race([Promise.allSettled([...pendingReads]), cap]);
  // zustand's persist merges the state it read in its own continuation of the read: let it run.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A zustand `persist` storage backed by AppStorage. */
export const zustandStorage = {
  getItem: (name: string) => {
    const read = savedStateReleased.then(
      async () => (await appStorage.getItem<string>(name).catch(() => null)) ?? null,
    );
    pendingReads.add(read);
    void read.finally(() => pendingReads.delete(read));
    return read;
  },
  setItem: async (name: string, value: string) => {
    await appStorage.setItem(name, value).catch(() => undefined);
  },
  removeItem: async (name: string) => {
    await appStorage.removeItem(name).catch(() => undefined);
  },
};
