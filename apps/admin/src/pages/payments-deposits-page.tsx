// The deposits view (ADR 0051): read-only, filtered by status, player, currency and UTC days, sorted
// and paged on the server; the CSV export takes the same filters and order.
import { CURRENCIES } from '@fairline/shared/lookups/currencies';
import { DEPOSIT_STATUSES, type DeskDeposit } from '@fairline/shared/wire/backoffice-payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable, type SortState } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { formatAmount, formatAt } from './payments-format';

const LIMIT = 25;
const FILTERS = ['status', 'user_id', 'currency_id', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

const COLUMNS: Column<DeskDeposit>[] = [
  { key: 'id', title: 'Deposit', cell: (d) => <code>{d.deposit_id.slice(0, 12)}…</code> },
  {
    key: 'player',
    title: 'Player',
    sort: 'user_id',
    cell: (d) => <Link to={`/admin/players/${d.user_id}`}>{d.user_id}</Link>,
  },
  {
    key: 'amount',
    title: 'Amount',
    sort: 'amount',
    firstDir: 'desc',
    cell: (d) => formatAmount(d.amount_minor, d.currency_id, d.currency),
  },
  { key: 'status', title: 'Status', cell: (d) => <span data-testid="deposit-status">{d.status}</span> },
  { key: 'method', title: 'Method', cell: (d) => d.method ?? d.method_code ?? d.provider },
  { key: 'reason', title: 'Reason', cell: (d) => d.reason ?? '' },
  { key: 'created', title: 'Started', sort: 'created_at', firstDir: 'desc', cell: (d) => formatAt(d.created_at) },
  { key: 'settled', title: 'Settled', sort: 'settled_at', firstDir: 'desc', cell: (d) => formatAt(d.settled_at) },
];

export function DepositsPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<SortState | undefined>(undefined);
  const [offset, setOffset] = useState(0);
  const query = { ...filters, sort: sort?.by, dir: sort?.dir };
  const list = useQuery({
    queryKey: ['deposits', query, offset],
    queryFn: () =>
      api<{ items: DeskDeposit[]; total: number }>(`/payments/deposits${queryOf({ ...query, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const filter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setFilters(Object.fromEntries(FILTERS.map((name) => [name, String(form.get(name) ?? '').trim()])));
    setOffset(0);
  };
  return (
    <>
      <h1>Deposits</h1>
      <form className="filters" onSubmit={filter} aria-label="Deposit filters">
        <select name="status" aria-label="Status" defaultValue="">
          <option value="">Any status</option>
          {DEPOSIT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <input name="user_id" inputMode="numeric" pattern="\d*" placeholder="Player ID" aria-label="Player ID" />
        <select name="currency_id" aria-label="Currency" defaultValue="">
          <option value="">Any currency</option>
          {CURRENCIES.filter((c) => !c.hide).map((c) => (
            <option key={c.id} value={c.id}>
              {c.code}
            </option>
          ))}
        </select>
        <label>
          From <input type="date" name="from" aria-label="From (UTC day)" />
        </label>
        <label>
          To <input type="date" name="to" aria-label="To (UTC day)" />
        </label>
        <button type="submit">Filter</button>
      </form>
      <ErrorText error={list.error} />
      <DataTable
        label="Deposits"
        columns={COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/payments/deposits.csv${queryOf(query)}`}
        rowKey={(d) => d.deposit_id}
        sorting={{
          sort,
          onSort: (next) => {
            setSort(next);
            setOffset(0);
          },
        }}
      />
    </>
  );
}
