// Free bets as stored (migration 0054, ADR 0071): the campaign's token rules, the grant statement, the
// player's tokens and the expiry step of the sweep.
import type { FreeBetKind, FreeBetMarkets, FreeBetRules } from '@fairline/shared/bonus/free-bet-rules';
import type { FreeBetStatus } from '@fairline/shared/wire/free-bets';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** A free-bet campaign's token rules (odds from its min_odds columns); null for other kinds. */
export async function campaignFreeBetRules(database: Query, campaignId: number): Promise<FreeBetRules | null> {
  const [r] = await database.query<Record<string, unknown>>(
    `select min_odds_single, min_odds_leg, min_odds_express, freebet_kinds, freebet_sports, freebet_markets
     from bonus_campaigns where id = $1 and kind = 'freebet'`,
    [campaignId],
  );
  if (!r) return null;
  return {
    minOddsSingle: Number(r.min_odds_single),
    minOddsLeg: Number(r.min_odds_leg),
    minOddsExpress: Number(r.min_odds_express),
    kinds: r.freebet_kinds as FreeBetKind[],
    sports: r.freebet_sports === null ? null : (r.freebet_sports as unknown[]).map(Number),
    markets: r.freebet_markets as FreeBetMarkets,
  };
}

export interface FreeBetGrantInput {
  userId: number;
  campaignId: number;
  cause: string;
  currencyId: number;
  amount: number;
  rules: FreeBetRules;
  expiresAt: Date;
  now: Date;
}

/** Grants a token once per cause (free_bet_grant); a replayed cause answers the first. */
export async function insertFreeBet(
  database: Query,
  g: FreeBetGrantInput,
): Promise<{ freeBetId: number; outcome: 'granted' | 'replayed' }> {
  const [row] = await database.query<{ r_free_bet_id: unknown; r_outcome: 'granted' | 'replayed' }>(
    'select r_free_bet_id, r_outcome from free_bet_grant($1, $2, $3, $4, $5, $6, $7, $8)',
    [g.userId, g.campaignId, g.cause, g.currencyId, g.amount, JSON.stringify(g.rules), g.expiresAt, g.now],
  );
  if (!row) throw new Error('free_bet_grant returned no row');
  return { freeBetId: asNumber(row.r_free_bet_id), outcome: row.r_outcome };
}

/** A token as the office and the slip read it, with its campaign's names and code. */
export interface StoredFreeBet {
  id: number;
  userId: number;
  campaignId: number;
  campaignCode: string;
  names: Record<string, string>;
  currencyId: number;
  amount: number;
  rules: FreeBetRules;
  status: FreeBetStatus;
  betId: number | null;
  grantedAt: Date;
  expiresAt: Date;
  closedAt: Date | null;
}

function freeBetOf(r: Record<string, unknown>): StoredFreeBet {
  return {
    id: asNumber(r.id),
    userId: asNumber(r.user_id),
    campaignId: Number(r.campaign_id),
    campaignCode: String(r.code),
    names: (r.names ?? {}) as Record<string, string>,
    currencyId: Number(r.currency_id),
    amount: asNumber(r.amount),
    rules: r.rules as FreeBetRules,
    status: r.status as FreeBetStatus,
    betId: r.bet_id === null ? null : asNumber(r.bet_id),
    grantedAt: new Date(r.granted_at as string),
    expiresAt: new Date(r.expires_at as string),
    closedAt: r.closed_at === null ? null : new Date(r.closed_at as string),
  };
}

const SELECT = `select f.*, c.code, c.names from free_bets f join bonus_campaigns c on c.id = f.campaign_id`;

/** The player's tokens, newest first (at most 100). */
export async function freeBetsOfUser(database: Query, userId: number): Promise<StoredFreeBet[]> {
  const rows = await database.query<Record<string, unknown>>(
    `${SELECT} where f.user_id = $1 order by f.id desc limit 100`,
    [userId],
  );
  return rows.map(freeBetOf);
}

/** One token by its cause (a grant's answer). */
export async function freeBetByCause(database: Query, cause: string): Promise<StoredFreeBet | undefined> {
  const [row] = await database.query<Record<string, unknown>>(`${SELECT} where f.cause = $1`, [cause]);
  return row ? freeBetOf(row) : undefined;
}

/** The sweep's step: active tokens whose time ran out are expired; answers how many. */
export async function expireFreeBets(database: Query, now: Date): Promise<number> {
  const [row] = await database.query<{ n: number }>('select free_bets_expire($1) as n', [now]);
  return Number(row?.n ?? 0);
}
