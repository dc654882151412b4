import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, testConfig } from '../src/config/env';
import { type Database, openDatabase } from '../src/infra/db';
import { withDatabase } from './global-setup';
import { TEMPLATE_DB } from './template';

let templateBlob: Blob | undefined;

/** A fresh, migrated and seeded database for one test file: a PGlite clone, or a PostgreSQL copy. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `fairline_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const db = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: 'unused' });
    const close = db.close.bind(db);
    return Object.assign(db, {
      async close() {
        await close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    });
  }
  templateBlob ??= new Blob([readFileSync(inject('templatePath'))]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: templateBlob });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` tests. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig({ WEB_DIST: '/nonexistent', ...overrides }), { database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
