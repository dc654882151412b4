import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const id = (name: string) => bigint(name, { mode: 'number' });

/** One row per player and currency that took an advance: the lock serialising their advances. */
export const advanceStates = pgTable(
  'advance_states',
  {
    userId: id('user_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currencyId] })],
);

/** The advance of one advance bet: outstanding → repaid | written_off; held_payout while a won bet waits. */
export const betAdvances = pgTable('bet_advances', {
  betId: id('bet_id').primaryKey(),
  userId: id('user_id').notNull(),
  currencyId: integer('currency_id').notNull(),
  amount: id('amount').notNull(),
  repaid: id('repaid').notNull().default(0),
  status: text('status').notNull().default('outstanding'),
  heldPayout: id('held_payout'),
  createdAt: ts('created_at').notNull().defaultNow(),
  closedAt: ts('closed_at'),
});

/** The open bets an advance was granted against: their winnings repay it. */
export const betAdvanceBacking = pgTable(
  'bet_advance_backing',
  {
    advanceBetId: id('advance_bet_id').notNull(),
    betId: id('bet_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.advanceBetId, t.betId] })],
);
