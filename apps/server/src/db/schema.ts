// Drizzle mirror of the SQL migrations in ./migrations (the migrations are the source of truth).

export * from './schema/accounts';
export * from './schema/auth';
export * from './schema/platform';
export * from './schema/registration';
export * from './schema/security';
export * from './schema/wallet';
