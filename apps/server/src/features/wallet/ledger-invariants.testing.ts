import type { Database } from '../../infra/db';

// Each check lists what breaks an invariant of docs/domain/ledger.md; an empty result is a pass.
// Points are their own unit: they balance among points accounts, never against money.
const UNIT = `a.currency_id, a.kind in ('player_points', 'points_issued')`;

const CHECKS: ReadonlyArray<readonly [string, string]> = [
  [
    'a transaction does not sum to zero per currency',
    `select e.transaction_id as id from ledger_entries e join ledger_accounts a on a.id = e.account_id
     group by e.transaction_id, ${UNIT} having sum(e.amount) <> 0 limit 5`,
  ],
  [
    'all entries together do not sum to zero per currency',
    `select a.currency_id as id from ledger_entries e join ledger_accounts a on a.id = e.account_id
     group by ${UNIT} having sum(e.amount) <> 0 limit 5`,
  ],
  [
    'a transaction has fewer than two entries',
    `select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
     group by t.id having count(e.id) < 2 limit 5`,
  ],
  [
    'a player account is below zero',
    'select id from ledger_accounts where owner_id is not null and balance < 0 limit 5',
  ],
  [
    'a cached balance differs from the sum of its entries',
    `select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
     where a.owner_id is not null group by a.id having a.balance <> coalesce(sum(e.amount), 0) limit 5`,
  ],
  [
    'a pending-withdrawal balance differs from the requested withdrawals',
    `select a.id from ledger_accounts a
     where a.kind = 'pending_withdrawal' and a.balance <> (
       select coalesce(sum(p.amount), 0) from payments p
       where p.user_id = a.owner_id and p.currency_id = a.currency_id and p.kind = 'withdrawal' and p.status = 'requested')
     limit 5`,
  ],
  [
    'a credited deposit has no ledger transaction of its amount',
    `select p.id from payments p
     where p.kind = 'deposit' and p.status = 'credited' and coalesce((
       select e.amount from ledger_entries e where e.transaction_id = p.ledger_tx_id and e.account_id = p.account_id), 0) <> p.amount
     limit 5`,
  ],
  [
    'a deposit that was not credited moved money',
    `select p.id from payments p where p.kind = 'deposit' and p.status <> 'credited' and p.ledger_tx_id is not null limit 5`,
  ],
];

/** Every ledger invariant that does not hold right now, one readable line each (empty when all hold). */
export async function findLedgerViolations(database: Pick<Database, 'query'>): Promise<string[]> {
  const problems: string[] = [];
  for (const [rule, sql] of CHECKS) {
    const rows = await database.query<{ id: unknown }>(sql);
    if (rows.length > 0) problems.push(`${rule}: ${rows.map((r) => String(r.id)).join(', ')}`);
  }
  return problems;
}

/** Throws, naming every broken invariant, unless the ledger is consistent. For tests of every money-moving feature. */
export async function assertLedgerInvariants(database: Pick<Database, 'query'>): Promise<void> {
  const problems = await findLedgerViolations(database);
  if (problems.length > 0) throw new Error(`Ledger invariants broken:\n${problems.join('\n')}`);
}
