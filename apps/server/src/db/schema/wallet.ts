import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const id = (name: string) => bigint(name, { mode: 'number' });

/** Player accounts (owned, cached balance ≥ 0) and system accounts (unowned, balance = sum of entries). */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerId: id('owner_id'),
  currencyId: integer('currency_id').notNull(),
  kind: text('kind').notNull(),
  balance: id('balance'),
  isActive: boolean('is_active').notNull(),
  closedAt: ts('closed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  requestHash: text('request_hash').notNull(),
  metadata: jsonb('metadata').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: id('transaction_id').notNull(),
  accountId: id('account_id').notNull(),
  amount: id('amount').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const payments = pgTable('payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull().unique(),
  userId: id('user_id').notNull(),
  kind: text('kind').notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull(),
  amount: id('amount').notNull(),
  currencyId: integer('currency_id').notNull(),
  accountId: id('account_id').notNull(),
  limitAmount: id('limit_amount').notNull(),
  clientKey: text('client_key'),
  providerTxId: text('provider_tx_id'),
  requestHash: text('request_hash'),
  method: text('method'),
  reason: text('reason'),
  returnLang: text('return_lang'),
  ledgerTxId: id('ledger_tx_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  settledAt: ts('settled_at'),
});

export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: id('user_id').notNull(),
    period: text('period').notNull(),
    amount: id('amount'),
    pendingAmount: id('pending_amount'),
    pendingEffectiveAt: ts('pending_effective_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);
