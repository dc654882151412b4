// A player's ledger on the player page (ADR 0045 "The player page's records"): one account's entries,
// newest first and paged on the server, each with its transaction and the running balance after it;
// the CSV export (audited) takes the same account.
import type { PlayerPageAnswer } from '@fairline/shared/wire/backoffice';
import type { LedgerLine, PlayerLedgerAnswer } from '@fairline/shared/wire/backoffice-player-records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, queryOf } from '../api';
import { type Column, DataTable } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { formatAmount, formatAt } from './payments-format';

const LIMIT = 25;

function columnsOf(currencyId: number, code: string): Column<LedgerLine>[] {
  const money = (minor: number) => formatAmount(minor, currencyId, code);
  return [
    { key: 'at', title: 'Time', cell: (l) => formatAt(l.created_at) },
    { key: 'kind', title: 'Transaction', cell: (l) => l.kind },
    { key: 'ref', title: 'Reference', cell: (l) => <code>{l.reference}</code> },
    { key: 'amount', title: 'Amount', cell: (l) => money(l.amount_minor) },
    {
      key: 'balance',
      title: 'Balance after',
      cell: (l) => <span data-testid="ledger-balance">{money(l.balance_after_minor)}</span>,
    },
  ];
}

export function PlayerLedger({ page }: { page: PlayerPageAnswer }) {
  const id = page.profile.id;
  const [accountId, setAccountId] = useState<number | undefined>(undefined);
  const [offset, setOffset] = useState(0);
  const ledger = useQuery({
    queryKey: ['player', String(id), 'ledger', accountId, offset],
    queryFn: () =>
      api<PlayerLedgerAnswer>(`/players/${id}/ledger${queryOf({ account_id: accountId, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const account = ledger.data?.account;
  return (
    <>
      <label>
        Account{' '}
        <select
          aria-label="Ledger account"
          value={accountId ?? account?.id ?? ''}
          onChange={(e) => {
            setAccountId(Number(e.target.value));
            setOffset(0);
          }}
        >
          {page.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.id} · {a.kind} · {a.currency_id}
            </option>
          ))}
        </select>
      </label>
      {account && (
        <p>
          Balance{' '}
          <strong data-testid="ledger-account-balance">
            {formatAmount(account.balance_minor, account.currency_id, account.currency)}
          </strong>{' '}
          <span className="muted">
            ({account.kind}, account {account.id})
          </span>
        </p>
      )}
      <ErrorText error={ledger.error} />
      {ledger.data && !account ? (
        <p className="muted">The player has no accounts</p>
      ) : (
        <DataTable
          label="Ledger"
          columns={account ? columnsOf(account.currency_id, account.currency) : []}
          rows={ledger.data?.items}
          total={ledger.data?.total}
          offset={offset}
          limit={LIMIT}
          onOffset={setOffset}
          csvHref={`/admin-api/players/${id}/ledger.csv${queryOf({ account_id: account?.id })}`}
          rowKey={(l) => l.entry_id}
        />
      )}
    </>
  );
}
