import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../db/schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A statement that node-postgres prepares once per pooled connection and then runs by name: no parse
 * and no plan per call (PGlite runs the text as usual). For the hot paths, e.g. placing a bet.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

/** What `Database.query` runs: plain SQL text or a named statement. */
export type QueryText = string | NamedStatement;

// The driver binds a name to the text it was first prepared with on each connection, so one name
// with two texts would run the wrong statement: refused when declared.
const statementTexts = new Map<string, string>();

/** Declares a named statement (call once, at module level); a name already taken by another text throws. */
export function namedStatement(name: string, text: string): NamedStatement {
  const taken = statementTexts.get(name);
  if (taken !== undefined && taken !== text) throw new Error(`statement name ${name} is already used for another text`);
  statementTexts.set(name, text);
  return { name, text };
}

/** The node-postgres query config of a statement and its parameters. */
export function pgQueryConfig(query: QueryText, params: unknown[] = []): pg.QueryConfig {
  return typeof query === 'string'
    ? { text: query, values: params }
    : { name: query.name, text: query.text, values: params };
}

const sqlText = (query: QueryText) => (typeof query === 'string' ? query : query.text);

/** Both drivers behind one small surface: drizzle for typed queries, raw SQL for migrations and hot paths. */
export interface Database {
  readonly kind: 'pglite' | 'pg';
  readonly db: Db;
  query<T = Record<string, unknown>>(text: QueryText, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The underlying PGlite instance, for dumping the data dir in tests. */
  readonly pglite?: PGlite;
  /** Runs `fn` on one dedicated connection (session-level locks need that on a pool). */
  withConnection<T>(fn: (conn: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL: a connection of its own, outside the pool, kept as long as the caller likes (a
   * session-level lock held for the life of the process). PGlite: null, one process owns the data.
   */
  openSession(): Promise<DatabaseSession | null>;
}

/** A connection outside the pool (see `Database.openSession`). */
export interface DatabaseSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** `listener` runs once if the connection breaks (server gone, backend terminated); not on close(). */
  onLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A dumped PGlite data dir (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl);
  return openPglite(opts);
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : opts.dataDir, {
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    kind: 'pglite',
    db,
    pglite: client,
    async query<T>(text: QueryText, params: unknown[] = []) {
      return (await client.query<T>(sqlText(text), params)).rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    async ping() {
      await client.query('select 1');
      return true;
    },
    async close() {
      if (!client.closed) await client.close();
    },
    withConnection(fn) {
      return fn(database);
    },
    async openSession() {
      return null;
    },
  };
  return database;
}

async function openPg(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle client dies when the server restarts or drops the database; the pool replaces it. Without
  // a listener that 'error' event would crash the process.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL idle client error: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await pool.query('select 1');
  return {
    kind: 'pg',
    db,
    async query<T>(text: QueryText, params: unknown[] = []) {
      return (await pool.query(pgQueryConfig(text, params))).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async ping() {
      await pool.query('select 1');
      return true;
    },
    async close() {
      await pool.end();
    },
    async withConnection(fn) {
      const conn = await pool.connect();
      try {
        return await fn({
          query: async <T>(text: QueryText, params: unknown[] = []) =>
            (await conn.query(pgQueryConfig(text, params))).rows as T[],
          exec: async (sql: string) => {
            await conn.query(sql);
          },
        });
      } finally {
        conn.release();
      }
    },
    openSession: () => openPgSession(url),
  };
}

// A hung socket must not leave a process believing it holds a session lock: statements time out (its
// holder sends one every few seconds, so a dead connection shows within this time).
const SESSION_QUERY_TIMEOUT_MS = 10_000;

async function openPgSession(url: string): Promise<DatabaseSession> {
  const client = new pg.Client({ connectionString: url, query_timeout: SESSION_QUERY_TIMEOUT_MS });
  let ending: Promise<void> | undefined;
  const end = () => {
    ending ??= client.end().catch(() => undefined);
    return ending;
  };
  let lost: ((error: Error) => void) | undefined;
  const breakOff = (error: Error) => {
    if (ending) return;
    // A timed-out statement leaves the socket open: end it, so the server drops the session too.
    void end();
    lost?.(error);
  };
  // Without an 'error' listener a broken idle connection would crash the process.
  client.on('error', breakOff);
  client.on('end', () => breakOff(new Error('PostgreSQL session ended')));
  await client.connect();
  return {
    async query<T>(text: string, params: unknown[] = []) {
      try {
        return (await client.query(text, params)).rows as T[];
      } catch (error) {
        // A statement that timed out or met a dead socket: the session (and its locks) cannot be trusted.
        if (!(error instanceof pg.DatabaseError)) breakOff(error as Error);
        throw error;
      }
    },
    onLost(listener) {
      lost = listener;
    },
    close: end,
  };
}
