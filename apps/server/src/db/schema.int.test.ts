import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import type { Database } from '../infra/db';
import * as schema from './schema';

// The migrations are the source of truth (ADR 0001); a drizzle mirror that drifts from them would
// type queries against columns that are not there. Serial columns read as their integer type.
const SQL_TYPE_OF: Record<string, string> = { serial: 'integer', bigserial: 'bigint' };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const tables = Object.values(schema).map((table) => getTableConfig(table as PgTable));

describe('the drizzle mirrors', () => {
  it.each(tables.map((t) => [t.name, t]))('%s has the migrated columns, types and nullability', async (_, table) => {
    const rows = await database.query<{ column_name: string; data_type: string; is_nullable: string }>(
      `select column_name, data_type, is_nullable from information_schema.columns
       where table_schema = 'public' and table_name = $1`,
      [table.name],
    );
    const migrated = rows
      .map((r) => ({
        name: r.column_name,
        type: r.data_type === 'ARRAY' ? 'array' : r.data_type,
        notNull: r.is_nullable === 'NO',
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const mirrored = table.columns
      .map((c) => {
        const type = c.getSQLType();
        return {
          name: c.name,
          type: type.endsWith('[]') ? 'array' : (SQL_TYPE_OF[type] ?? type),
          notNull: c.notNull || c.primary,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(mirrored).toEqual(migrated);
  });
});
