// Responsible-gambling reports (ADR 0054): players at or near a deposit, loss or wager limit in its
// current window, and players in a running time-out or self-exclusion (their own or the operator's).
import { currencyById } from '@fairline/shared/lookups/currencies';
import { RG_NEAR_LIMIT_PERCENT, type RgBlockRow, type RgLimitRow } from '@fairline/shared/wire/backoffice-rg-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable, type SortState } from '../components/data-table';
import { ErrorText } from '../components/error-text';

const LIMIT = 25;
const amount = (minor: number, currencyId: number, code: string) => {
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  return `${(minor / 10 ** digits).toFixed(digits)} ${code}`;
};
const player = (r: { user_id: number; email: string | null; phone: string | null }) => (
  <Link to={`/admin/players/${r.user_id}`}>{r.email ?? r.phone ?? r.user_id}</Link>
);

const LIMIT_COLUMNS: Column<RgLimitRow>[] = [
  { key: 'player', title: 'Player', sort: 'user_id', cell: player },
  { key: 'kind', title: 'Limit', cell: (r) => `${r.kind}, ${r.period}` },
  {
    key: 'limit',
    title: 'Amount',
    sort: 'limit_minor',
    firstDir: 'desc',
    cell: (r) => amount(r.limit_minor, r.currency_id, r.currency),
  },
  {
    key: 'used',
    title: 'Used',
    sort: 'used_minor',
    firstDir: 'desc',
    cell: (r) => amount(r.used_minor, r.currency_id, r.currency),
  },
  {
    key: 'pct',
    title: 'Used %',
    sort: 'used_percent',
    firstDir: 'desc',
    cell: (r) => `${r.used_percent}%${r.used_percent >= 100 ? ' (at limit)' : ''}`,
  },
  { key: 'status', title: 'Account', cell: (r) => r.account_status },
];

const BLOCK_COLUMNS: Column<RgBlockRow>[] = [
  { key: 'player', title: 'Player', sort: 'user_id', cell: player },
  { key: 'kind', title: 'Block', cell: (r) => (r.kind === 'self_exclusion' ? 'self-exclusion' : 'time-out') },
  { key: 'by', title: 'Set by', cell: (r) => r.set_by },
  {
    key: 'from',
    title: 'Since',
    sort: 'started_at',
    firstDir: 'desc',
    cell: (r) => r.started_at.slice(0, 16).replace('T', ' '),
  },
  {
    key: 'until',
    title: 'Until',
    sort: 'until',
    firstDir: 'desc',
    cell: (r) => (r.indefinite ? 'indefinite' : r.until.slice(0, 16).replace('T', ' ')),
  },
  { key: 'reason', title: 'Reason', cell: (r) => r.reason ?? '—' },
];

function LimitsReport() {
  const [filter, setFilter] = useState({ kind: '', period: '', min_percent: String(RG_NEAR_LIMIT_PERCENT) });
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<SortState | undefined>(undefined);
  const order = { sort: sort?.by, dir: sort?.dir };
  const list = useQuery({
    queryKey: ['rg-limits', filter, offset, order.sort, order.dir],
    queryFn: () =>
      api<{ items: RgLimitRow[]; total: number }>(
        `/rg/reports/limits${queryOf({ ...filter, ...order, offset, limit: LIMIT })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof typeof filter) => (e: { target: { value: string } }) => {
    setFilter({ ...filter, [key]: e.target.value });
    setOffset(0);
  };
  return (
    <section aria-label="Players near their limits">
      <h2>At or near a limit</h2>
      <div className="filters">
        <select aria-label="Limit kind" value={filter.kind} onChange={set('kind')}>
          <option value="">Every limit</option>
          <option value="deposit">Deposit</option>
          <option value="loss">Loss</option>
          <option value="wager">Wager</option>
        </select>
        <select aria-label="Period" value={filter.period} onChange={set('period')}>
          <option value="">Every period</option>
          <option value="24h">24 hours</option>
          <option value="7d">7 days</option>
          <option value="1m">1 month</option>
        </select>
        <select aria-label="Used at least" value={filter.min_percent} onChange={set('min_percent')}>
          <option value={String(RG_NEAR_LIMIT_PERCENT)}>Used ≥ {RG_NEAR_LIMIT_PERCENT}%</option>
          <option value="100">At the limit</option>
          <option value="50">Used ≥ 50%</option>
        </select>
      </div>
      <ErrorText error={list.error} />
      <DataTable
        label="Limits report"
        columns={LIMIT_COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/rg/reports/limits.csv${queryOf({ ...filter, ...order })}`}
        sorting={{
          sort,
          onSort: (next) => {
            setSort(next);
            setOffset(0);
          },
        }}
        rowKey={(r) => `${r.user_id}/${r.kind}/${r.period}`}
      />
    </section>
  );
}

function BlocksReport() {
  const [filter, setFilter] = useState({ kind: '', set_by: '' });
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<SortState | undefined>(undefined);
  const order = { sort: sort?.by, dir: sort?.dir };
  const list = useQuery({
    queryKey: ['rg-blocks', filter, offset, order.sort, order.dir],
    queryFn: () =>
      api<{ items: RgBlockRow[]; total: number }>(
        `/rg/reports/blocks${queryOf({ ...filter, ...order, offset, limit: LIMIT })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof typeof filter) => (e: { target: { value: string } }) => {
    setFilter({ ...filter, [key]: e.target.value });
    setOffset(0);
  };
  return (
    <section aria-label="Self-excluded players and time-outs">
      <h2>Self-exclusions and time-outs</h2>
      <div className="filters">
        <select aria-label="Block kind" value={filter.kind} onChange={set('kind')}>
          <option value="">Both</option>
          <option value="self_exclusion">Self-exclusion</option>
          <option value="timeout">Time-out</option>
        </select>
        <select aria-label="Set by" value={filter.set_by} onChange={set('set_by')}>
          <option value="">Player or operator</option>
          <option value="player">The player</option>
          <option value="operator">The operator</option>
        </select>
      </div>
      <ErrorText error={list.error} />
      <DataTable
        label="Blocks report"
        columns={BLOCK_COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/rg/reports/blocks.csv${queryOf({ ...filter, ...order })}`}
        sorting={{
          sort,
          onSort: (next) => {
            setSort(next);
            setOffset(0);
          },
        }}
        rowKey={(r) => `${r.user_id}/${r.kind}/${r.started_at}`}
      />
    </section>
  );
}

export function RgReportsPage() {
  return (
    <>
      <h1>Responsible gambling</h1>
      <LimitsReport />
      <BlocksReport />
    </>
  );
}
