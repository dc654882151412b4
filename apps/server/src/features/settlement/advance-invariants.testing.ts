import type { Database } from '../../infra/db';

// Invariants of advance bets (docs/decisions/0006-advance-bets.md); an empty result is a pass. They
// complement assertLedgerInvariants and assertBetInvariants.
const CHECKS: ReadonlyArray<readonly [string, string]> = [
  [
    'an advance_credit balance differs from minus the advances outstanding',
    `with credit as (
       select a.currency_id, sum(e.amount) as balance from ledger_entries e
       join ledger_accounts a on a.id = e.account_id where a.kind = 'advance_credit' group by a.currency_id),
     owed as (
       select currency_id, sum(amount - repaid) as owed from bet_advances where status = 'outstanding' group by currency_id)
     select coalesce(c.currency_id, o.currency_id) as id from credit c full join owed o on o.currency_id = c.currency_id
     where coalesce(c.balance, 0) <> -coalesce(o.owed, 0) limit 5`,
  ],
  [
    'an advance was repaid a different amount than its repayments',
    `select a.bet_id as id from bet_advances a where a.repaid <> coalesce((
       select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
       join ledger_accounts c on c.id = e.account_id
       where t.kind = 'advance_repaid' and c.kind = 'advance_credit' and (t.metadata->>'advance_bet_id')::bigint = a.bet_id), 0)
     limit 5`,
  ],
  [
    'an advance bet won without its advance repaid',
    `select b.id from bets b join bet_advances a on a.bet_id = b.id where b.status = 'won' and a.status <> 'repaid' limit 5`,
  ],
  [
    'an advance bet was not staked from the advance credit',
    `select b.id from bets b left join bet_advances a on a.bet_id = b.id
     left join ledger_accounts c on c.id = b.source_account_id
     where b.is_advance and (a.bet_id is null or c.kind is distinct from 'advance_credit' or a.amount <> b.original_stake)
     limit 5`,
  ],
  [
    'a settled advance bet still holds a payout',
    `select a.bet_id as id from bet_advances a join bets b on b.id = a.bet_id
     where a.held_payout is not null and b.status <> 'open' limit 5`,
  ],
];

/** Every advance invariant that does not hold right now (empty when all hold). */
export async function findAdvanceViolations(database: Pick<Database, 'query'>): Promise<string[]> {
  const problems: string[] = [];
  for (const [rule, sql] of CHECKS) {
    const rows = await database.query<{ id: unknown }>(sql);
    if (rows.length > 0) problems.push(`${rule}: ${rows.map((r) => String(r.id)).join(', ')}`);
  }
  return problems;
}

/** Throws, naming every broken advance invariant. */
export async function assertAdvanceInvariants(database: Pick<Database, 'query'>): Promise<void> {
  const problems = await findAdvanceViolations(database);
  if (problems.length > 0) throw new Error(`Advance invariants broken:\n${problems.join('\n')}`);
}
