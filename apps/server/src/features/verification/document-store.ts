import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Where document files live: never under the web root, by keys the server makes (no name a player
 * sent ever reaches a path). The local folder is the default; memory serves tests and in-memory
 * databases; an S3-compatible bucket is the production choice for several instances (ADR 0029).
 */
export interface DocumentStore {
  readonly kind: string;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9_]{8,80}$/;

/** A new storage key: random, so neither a player's id nor a file name can be guessed from or put into it. */
export const newStorageKey = () => `d_${randomBytes(20).toString('hex')}`;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
  return key;
}

/** Files in a folder (created on first write), written whole through a temporary name. */
export function createFolderStore(dir: string): DocumentStore {
  const root = resolve(dir);
  // Two levels of fan-out keep any one folder small.
  const pathOf = (key: string) => join(root, checkedKey(key).slice(2, 4), key);
  return {
    kind: 'folder',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

/** Files in this process's memory: for tests and for a database that lives in memory too. */
export function createMemoryStore(): DocumentStore {
  const files = new Map<string, Buffer>();
  return {
    kind: 'memory',
    async put(key, bytes) {
      files.set(checkedKey(key), Buffer.from(bytes));
    },
    async get(key) {
      return files.get(checkedKey(key)) ?? null;
    },
    async delete(key) {
      files.delete(checkedKey(key));
    },
  };
}

/** The default store of a data folder: memory beside an in-memory database, else `<DATA_DIR>/documents`. */
export function defaultDocumentStore(dataDir: string): DocumentStore {
  return dataDir.startsWith('memory://') ? createMemoryStore() : createFolderStore(join(dataDir, 'documents'));
}
