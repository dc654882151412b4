import type { Database } from '../../infra/db';

// Bet-side invariants of docs/domain/ledger.md (4 and 6) and of the bet rows themselves; an empty
// result is a pass. They complement assertLedgerInvariants of the wallet.
const CHECKS: ReadonlyArray<readonly [string, string]> = [
  [
    // An awaiting VIP bet request holds its stake in open stakes too (0014_vip_bet_expiry.sql).
    'an open-stakes balance differs from the total stake of unsettled bets and awaiting VIP requests',
    `select a.id from ledger_accounts a where a.kind = 'open_stakes' and a.balance <> (
       select coalesce(sum(b.stake), 0) from bets b
       where b.user_id = a.owner_id and b.currency_id = a.currency_id and b.status in ('bid', 'open')) + (
       select coalesce(sum(v.stake), 0) from vip_bet_requests v
       where v.user_id = a.owner_id and v.currency_id = a.currency_id and v.status = 'awaiting' and v.reserve_tx_id is not null)
     limit 5`,
  ],
  [
    'a VIP request that ended without a bet kept its stake, or released another amount',
    `select v.id from vip_bet_requests v
     where v.reserve_tx_id is not null and v.status in ('expired', 'declined') and v.stake <> coalesce((
       select e.amount from ledger_entries e where e.transaction_id = v.release_tx_id and e.account_id = v.source_account_id), 0)
     limit 5`,
  ],
  [
    'stakes − returns differ from the house revenue from bets',
    `with house as (
       select a.currency_id, sum(e.amount) as revenue from ledger_entries e
       join ledger_accounts a on a.id = e.account_id
       join ledger_transactions t on t.id = e.transaction_id
       where a.kind = 'house_revenue' and t.kind in ('bet_settled', 'bet_resettled', 'bet_sold', 'bet_bid_released')
       group by a.currency_id),
     book as (
       select currency_id,
              sum(original_stake - case when status in ('bid', 'open') then stake else 0 end - payout - cashout_paid) as revenue
       from bets group by currency_id)
     select coalesce(h.currency_id, k.currency_id) as id from house h full join book k on k.currency_id = h.currency_id
     where coalesce(h.revenue, 0) <> coalesce(k.revenue, 0) limit 5`,
  ],
  [
    // A bet staked partly with bonus money (ADR 0063) takes its cash share from its source, the rest from the bonus account;
    // a free bet (ADR 0071) takes nothing from the player: its stake comes from the house's bonus_cost.
    'a bet was not reserved by exactly its stake',
    `select b.id from bets b where b.placed_tx_id is null
       or case when b.free_bet_id is null then b.original_stake - b.bonus_stake else 0 end <> coalesce((
       select -e.amount from ledger_entries e where e.transaction_id = b.placed_tx_id and e.account_id = b.source_account_id), 0)
       or b.bonus_stake <> coalesce((
       select -e.amount from ledger_entries e join bonuses g on g.id = b.bonus_id
        where e.transaction_id = b.placed_tx_id and e.account_id = g.account_id), 0)
       or (b.free_bet_id is not null and b.original_stake <> coalesce((
       select -e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.transaction_id = b.placed_tx_id and a.kind = 'bonus_cost'), 0))
     limit 5`,
  ],
  [
    'a bet was settled a different number of times than its version',
    `select b.id from bets b where b.settled_version <> (select count(*) from bet_settlements s where s.bet_id = b.id) limit 5`,
  ],
];

/** Every bet invariant that does not hold right now (empty when all hold). */
export async function findBetViolations(database: Pick<Database, 'query'>): Promise<string[]> {
  const problems: string[] = [];
  for (const [rule, sql] of CHECKS) {
    const rows = await database.query<{ id: unknown }>(sql);
    if (rows.length > 0) problems.push(`${rule}: ${rows.map((r) => String(r.id)).join(', ')}`);
  }
  return problems;
}

/** Throws, naming every broken bet invariant. */
export async function assertBetInvariants(database: Pick<Database, 'query'>): Promise<void> {
  const problems = await findBetViolations(database);
  if (problems.length > 0) throw new Error(`Bet invariants broken:\n${problems.join('\n')}`);
}
