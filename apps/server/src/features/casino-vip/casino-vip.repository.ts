// The SQL of the weekly premium cashback's rows (casino_cashback_weeks, migration 0050).
import type { CashbackStatus, VipLevelCode } from '@fairline/shared/wire/casino-vip';
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

export interface CashbackWeekRow {
  userId: number;
  currencyId: number;
  week: string;
  stakes: number;
  wins: number;
  netLoss: number;
  level: VipLevelCode;
  percent: number;
  amount: number;
  status: CashbackStatus;
  txId: number | null;
  creditedAt: Date | null;
}

const COLUMNS = `user_id, currency_id, to_char(week_start, 'YYYY-MM-DD') as week, stakes, wins, net_loss, level,
  percent, amount, status, tx_id, credited_at`;

interface RawRow {
  user_id: unknown;
  currency_id: number;
  week: string;
  stakes: unknown;
  wins: unknown;
  net_loss: unknown;
  level: VipLevelCode;
  percent: number;
  amount: unknown;
  status: CashbackStatus;
  tx_id: unknown;
  credited_at: Date | string | null;
}

const toRow = (r: RawRow): CashbackWeekRow => ({
  userId: asNumber(r.user_id),
  currencyId: Number(r.currency_id),
  week: r.week,
  stakes: asNumber(r.stakes),
  wins: asNumber(r.wins),
  netLoss: asNumber(r.net_loss),
  level: r.level,
  percent: Number(r.percent),
  amount: asNumber(r.amount),
  status: r.status,
  txId: asNumberOrNull(r.tx_id),
  creditedAt: r.credited_at === null ? null : new Date(r.credited_at),
});

/** The (player, currency, week) keys already recorded for weeks from `from` on. */
/** The brand a player belongs to. */
export async function brandOf(database: Query, userId: number): Promise<number> {
  const [row] = await database.query<{ brand_id: unknown }>('select brand_id from users where id = $1', [userId]);
  return Number(row?.brand_id);
}

export async function recordedWeekKeys(database: Query, from: Date): Promise<Set<string>> {
  const rows = await database.query<{ user_id: unknown; currency_id: number; week: string }>(
    `select user_id, currency_id, to_char(week_start, 'YYYY-MM-DD') as week from casino_cashback_weeks
     where week_start >= $1::date`,
    [from.toISOString().slice(0, 10)],
  );
  return new Set(rows.map((r) => weekKey(asNumber(r.user_id), Number(r.currency_id), r.week)));
}

export const weekKey = (userId: number, currencyId: number, week: string) => `${userId}:${currencyId}:${week}`;

/** Records a closed week once (a second sweep's insert does nothing). */
export async function insertWeek(
  database: Query,
  row: Omit<CashbackWeekRow, 'txId' | 'creditedAt'>,
  at: Date,
): Promise<void> {
  await database.query(
    `insert into casino_cashback_weeks (user_id, currency_id, week_start, stakes, wins, net_loss, level, percent,
       amount, status, created_at)
     values ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (user_id, currency_id, week_start) do nothing`,
    [
      row.userId,
      row.currencyId,
      row.week,
      row.stakes,
      row.wins,
      row.netLoss,
      row.level,
      row.percent,
      row.amount,
      row.status,
      at,
    ],
  );
}

/** Weeks whose cashback is still to credit (due, or held by player protection), oldest first. */
export async function openWeeks(database: Query, userId?: number): Promise<CashbackWeekRow[]> {
  const rows = await database.query<RawRow>(
    `select ${COLUMNS} from casino_cashback_weeks
     where status in ('due', 'held') and ($1::bigint is null or user_id = $1)
     order by week_start, user_id limit 1000`,
    [userId ?? null],
  );
  return rows.map(toRow);
}

/** Marks a due week held (protection refused it now); a credited week stays credited. */
export async function markHeld(database: Query, row: CashbackWeekRow): Promise<void> {
  await database.query(
    `update casino_cashback_weeks set status = 'held'
     where user_id = $1 and currency_id = $2 and week_start = $3::date and status = 'due'`,
    [row.userId, row.currencyId, row.week],
  );
}

/** Claims the credit of a week: true for exactly one caller, whoever posted the (idempotent) transaction. */
export async function markCredited(database: Query, row: CashbackWeekRow, txId: number, at: Date): Promise<boolean> {
  const claimed = await database.query(
    `update casino_cashback_weeks set status = 'credited', tx_id = $4, credited_at = $5
     where user_id = $1 and currency_id = $2 and week_start = $3::date and status in ('due', 'held')
     returning 1`,
    [row.userId, row.currencyId, row.week, txId, at],
  );
  return claimed.length > 0;
}

/** A player's recorded weeks, newest first. */
export async function listWeeks(database: Query, userId: number, limit = 52): Promise<CashbackWeekRow[]> {
  const rows = await database.query<RawRow>(
    `select ${COLUMNS} from casino_cashback_weeks where user_id = $1 order by week_start desc, currency_id limit $2`,
    [userId, limit],
  );
  return rows.map(toRow);
}

/** The player's cash account of a currency (made on first use). */
export async function cashAccountId(database: Query, userId: number, currencyId: number): Promise<number> {
  const [row] = await database.query<{ id: unknown }>(`select ledger_player_account($1, $2, 'player_cash') as id`, [
    userId,
    currencyId,
  ]);
  return asNumber(row?.id);
}
