import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const id = (name: string) => bigint(name, { mode: 'number' });

/** Stake and payout limits (minor units); the most specific row (user, sport, market group) wins. */
export const riskLimits = pgTable('risk_limits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id'),
  sportId: integer('sport_id'),
  marketGroup: integer('market_group'),
  minStake: id('min_stake').notNull(),
  maxStake: id('max_stake').notNull(),
  maxPayout: id('max_payout').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const savedCoupons = pgTable('saved_coupons', {
  code: text('code').primaryKey(),
  body: jsonb('body').notNull(),
  priced: jsonb('priced').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  expiresAt: ts('expires_at'),
});

export const rgBlocks = pgTable('rg_blocks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  kind: text('kind').notNull(),
  until: ts('until').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const bets = pgTable('bets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  betGuid: text('bet_guid').notNull(),
  requestHash: text('request_hash').notNull(),
  vid: smallint('vid').notNull(),
  systemSizes: integer('system_sizes').array(),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  currencyId: integer('currency_id').notNull(),
  sourceAccountId: id('source_account_id').notNull(),
  originalStake: id('original_stake').notNull(),
  stake: id('stake').notNull(),
  potentialReturn: id('potential_return').notNull(),
  oddsTotal: integer('odds_total').notNull(),
  isExpressBoost: boolean('is_express_boost').notNull().default(false),
  antiExpressMargin: numeric('anti_express_margin', { precision: 6, scale: 4 }),
  promoCode: text('promo_code'),
  promoBoostPercent: numeric('promo_boost_percent', { precision: 5, scale: 2 }),
  autoBetCf: integer('auto_bet_cf'),
  payout: id('payout').notNull().default(0),
  cashoutPaid: id('cashout_paid').notNull().default(0),
  settledVersion: integer('settled_version').notNull().default(0),
  needsReview: boolean('needs_review').notNull().default(false),
  placedTxId: id('placed_tx_id'),
  balanceAfter: id('balance_after'),
  answer: jsonb('answer').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  settledAt: ts('settled_at'),
  /** Staked with the house's advance credit (0010; the advance is in bet_advances). */
  isAdvance: boolean('is_advance').notNull().default(false),
});

export const betLegs = pgTable(
  'bet_legs',
  {
    betId: id('bet_id').notNull(),
    idx: smallint('idx').notNull(),
    gameId: id('game_id').notNull(),
    constId: id('const_id').notNull(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    startAt: ts('start_at').notNull(),
    type: integer('type').notNull(),
    marketGroup: integer('market_group').notNull(),
    param: numeric('param', { precision: 12, scale: 3 }),
    playerId: id('player_id').notNull().default(0),
    odds: integer('odds').notNull(),
    kind: text('kind').notNull(),
    isBanker: boolean('is_banker').notNull().default(false),
    labels: jsonb('labels').notNull(),
    extra: jsonb('extra').notNull(),
    result: text('result').notNull().default('open'),
  },
  (t) => [primaryKey({ columns: [t.betId, t.idx] })],
);

export const gameResults = pgTable('game_results', {
  constId: id('const_id').primaryKey(),
  version: integer('version').notNull(),
  result: jsonb('result').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const settlementWatermarks = pgTable('settlement_watermarks', {
  name: text('name').primaryKey(),
  processedUntil: id('processed_until').notNull(),
});

export const betSettlements = pgTable(
  'bet_settlements',
  {
    betId: id('bet_id').notNull(),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    payout: id('payout').notNull(),
    txId: id('tx_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.version] })],
);

export const betSales = pgTable('bet_sales', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  betId: id('bet_id').notNull(),
  quoteId: text('quote_id').notNull().unique(),
  soldStake: id('sold_stake').notNull(),
  paid: id('paid').notNull(),
  txId: id('tx_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const vipBetRequests = pgTable('vip_bet_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  betGuid: text('bet_guid').notNull(),
  stake: id('stake').notNull(),
  coupon: jsonb('coupon').notNull(),
  status: text('status').notNull().default('awaiting'),
  createdAt: ts('created_at').notNull().defaultNow(),
  requestHash: text('request_hash'),
  currencyId: integer('currency_id'),
  sourceAccountId: id('source_account_id'),
  reserveTxId: id('reserve_tx_id'),
  releaseTxId: id('release_tx_id'),
  expiresAt: ts('expires_at').notNull(),
  closedAt: ts('closed_at'),
});
