// Drizzle mirrors of the tables the code queries through drizzle (ADR 0001). The SQL migrations in
// ./migrations are the source of truth; every other table is read and written with plain SQL, and
// db/schema.int.test.ts checks each mirror's columns against the migrated database.

export * from './schema/messaging';
export * from './schema/platform';
