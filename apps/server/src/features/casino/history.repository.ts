// The SQL of the player's casino past (ADR 0037): games recently played (game sessions and wallet
// transactions) and rounds with every transaction and its ledger move on the player's cash.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

/** A round's key and when its first bet came (microseconds since the epoch: the cursor's order). */
export interface RoundKey {
  provider: string;
  round: string;
  startedUs: bigint;
}

/** One wallet transaction of a round, with its move on the player's cash (null when it moved nothing). */
export interface RoundTransaction {
  provider: string;
  round: string;
  kind: 'bet' | 'win' | 'rollback';
  amount: number;
  gameId: string;
  currencyId: number;
  roundClosed: boolean;
  rolledBack: boolean;
  /** The player's cash right after the transaction (what the wallet answered). */
  balanceAfter: number;
  createdAt: Date;
  /** The ledger entry on the player's cash: its id orders the moves, its amount is the move. */
  entryId: bigint | null;
  move: number;
}

/** How far back recently played looks: the player's last launches and money moves (index range scans). */
const RECENT_WINDOW = { sessions: 200, transactions: 1000 } as const;

/** The games the player played lately (a launch or a money move), newest first. */
export async function readRecentGames(
  database: Database,
  userId: number,
  limit: number,
): Promise<{ gameId: string; lastPlayedAt: Date }[]> {
  const rows = await database.query<{ game_id: string; last_played_at: Date | string }>(
    `select game_id, max(at) as last_played_at from (
       (select game_id, created_at as at from casino_game_sessions where user_id = $1
        order by created_at desc limit $3)
       union all
       (select game_id, created_at from casino_transactions where user_id = $1
        order by created_at desc limit $4)
     ) played
     group by game_id order by last_played_at desc, game_id limit $2`,
    [userId, limit, RECENT_WINDOW.sessions, RECENT_WINDOW.transactions],
  );
  return rows.map((r) => ({ gameId: r.game_id, lastPlayedAt: new Date(r.last_played_at) }));
}

/**
 * A page of the player's rounds, newest first, after `before` (the previous page's last key). A round
 * starts with its first bet (a win or rollback is never taken before its bet, and a round holding only a
 * rollback's tombstone is a bet that never reached us): the player's bets are read newest first along
 * their index, each kept when no earlier bet of its round exists, so a page costs its own rows only.
 */
export async function readRoundKeys(
  database: Database,
  userId: number,
  before: RoundKey | null,
  limit: number,
): Promise<RoundKey[]> {
  const rows = await database.query<{ provider_id: string; round: string; started_us: string }>(
    `with bound as (select timestamptz 'epoch' + $2::bigint * interval '1 microsecond' as at)
     select t.provider_id, t.round, ((extract(epoch from t.created_at) * 1000000)::bigint)::text as started_us
     from casino_transactions t, bound
     where t.user_id = $1 and t.kind = 'bet'
       and ($2::bigint is null or (t.created_at <= bound.at
            and (t.created_at, t.provider_id, t.round) < (bound.at, $3::text, $4::text)))
       and not exists (
         select 1 from casino_transactions b
         where b.user_id = t.user_id and b.provider_id = t.provider_id and b.round = t.round and b.kind = 'bet'
           and (b.created_at, b.transaction_uuid) < (t.created_at, t.transaction_uuid))
     order by t.created_at desc, t.provider_id desc, t.round desc
     limit $5`,
    [userId, before ? before.startedUs.toString() : null, before?.provider ?? '', before?.round ?? '', limit],
  );
  return rows.map((r) => ({ provider: r.provider_id, round: r.round, startedUs: BigInt(r.started_us) }));
}

/** Every transaction of the given rounds of the player, with its ledger move on their cash. */
export async function readRoundTransactions(
  database: Database,
  userId: number,
  keys: readonly RoundKey[],
): Promise<RoundTransaction[]> {
  if (keys.length === 0) return [];
  const rows = await database.query<{
    provider_id: string;
    round: string;
    kind: RoundTransaction['kind'];
    amount: unknown;
    game_id: string;
    currency_id: number;
    round_closed: boolean;
    rolled_back: boolean;
    answer_balance: unknown;
    created_at: Date | string;
    entry_id: unknown;
    move: unknown;
  }>(
    `select t.provider_id, t.round, t.kind, t.amount, t.game_id, t.currency_id, t.round_closed, t.rolled_back,
            t.answer_balance, t.created_at, e.id::text as entry_id, e.amount as move
     from casino_transactions t
     join unnest($2::text[], $3::text[]) as k(provider_id, round)
       on k.provider_id = t.provider_id and k.round = t.round
     left join ledger_transactions lt on lt.idempotency_key = 'casino:' || t.provider_id || ':' || t.transaction_uuid
     left join lateral (
       select e.id, e.amount from ledger_entries e
       join ledger_accounts a on a.id = e.account_id and a.owner_id = t.user_id and a.kind = 'player_cash'
       where e.transaction_id = lt.id
     ) e on true
     where t.user_id = $1
     order by t.created_at, e.id nulls last`,
    [userId, keys.map((k) => k.provider), keys.map((k) => k.round)],
  );
  return rows.map((r) => ({
    provider: r.provider_id,
    round: r.round,
    kind: r.kind,
    amount: asNumber(r.amount),
    gameId: r.game_id,
    currencyId: r.currency_id,
    roundClosed: r.round_closed,
    rolledBack: r.rolled_back,
    balanceAfter: asNumber(r.answer_balance),
    createdAt: new Date(r.created_at),
    entryId: r.entry_id === null ? null : BigInt(String(r.entry_id)),
    move: r.move === null ? 0 : asNumber(r.move),
  }));
}
