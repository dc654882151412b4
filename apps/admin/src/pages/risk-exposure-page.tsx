// The risk desk's exposure list (ADR 0053): games with open stakes, one row per game and currency,
// the worst-case liability first, refreshed every few seconds while the page is open.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { ExposureListAnswer, ExposureRow } from '@fairline/shared/wire/backoffice-risk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable } from '../components/data-table';
import { ErrorText } from '../components/error-text';

const LIMIT = 25;
/** The exposure moves with every bet: the page re-reads it this often. */
export const RISK_REFRESH_MS = 4_000;

/** Minor units in the currency's own digits, with its code. */
export function riskMoney(minor: number, currencyId: number, code: string): string {
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  const major = (minor / 10 ** digits).toLocaleString('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${major} ${code}`;
}

export const kickOff = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const COLUMNS: Column<ExposureRow>[] = [
  {
    key: 'game',
    title: 'Game',
    cell: (r) => (
      <Link to={`/admin/risk/games/${r.game_id}`}>
        {r.home && r.away ? `${r.home} – ${r.away}` : `Game ${r.game_id}`}
      </Link>
    ),
  },
  { key: 'sport', title: 'Sport · championship', cell: (r) => `${r.sport} · ${r.champ}` },
  { key: 'start', title: 'Start (UTC)', cell: (r) => kickOff(r.start) },
  {
    key: 'phase',
    title: 'State',
    cell: (r) => (r.suspended ? <strong data-testid="game-suspended">{r.phase}, suspended</strong> : r.phase),
  },
  { key: 'bets', title: 'Open bets', cell: (r) => r.bets },
  { key: 'stake', title: 'Stakes', cell: (r) => riskMoney(r.stake_minor, r.currency_id, r.currency) },
  {
    key: 'payout',
    title: 'Potential payout',
    cell: (r) => riskMoney(r.potential_payout_minor, r.currency_id, r.currency),
  },
  {
    key: 'liability',
    title: 'Worst-case liability',
    cell: (r) => <strong>{riskMoney(r.worst_case_liability_minor, r.currency_id, r.currency)}</strong>,
  },
];

export function RiskExposurePage() {
  const [filters, setFilters] = useState({ sport: '', phase: '', currency: '' });
  const [offset, setOffset] = useState(0);
  const query = { ...filters, offset, limit: LIMIT };
  const list = useQuery({
    queryKey: ['risk-exposure', query],
    queryFn: () => api<ExposureListAnswer>(`/risk/exposure${queryOf(query)}`),
    placeholderData: keepPreviousData,
    refetchInterval: RISK_REFRESH_MS,
  });
  const set = (key: keyof typeof filters) => (e: { target: { value: string } }) => {
    setFilters({ ...filters, [key]: e.target.value });
    setOffset(0);
  };
  return (
    <>
      <h1>Exposure</h1>
      <p>
        <Link to="/admin/risk/stake-factors">Players’ stake factors</Link>
      </p>
      <p className="muted">
        Open bets only, refreshed every {RISK_REFRESH_MS / 1000} s. Amounts stay in their currency; an express counts
        with its whole stake and potential payout on each of its games. Worst case: the worst outcome of each market
        wins.
      </p>
      <div className="filters">
        <select aria-label="Sport" value={filters.sport} onChange={set('sport')}>
          <option value="">All sports</option>
          {list.data?.sports.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <select aria-label="State" value={filters.phase} onChange={set('phase')}>
          <option value="">Line and live</option>
          <option value="line">Line (not started)</option>
          <option value="live">Live</option>
        </select>
        <select aria-label="Currency" value={filters.currency} onChange={set('currency')}>
          <option value="">All currencies</option>
          {list.data?.currencies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <ErrorText error={list.error} />
      <DataTable
        label="Exposure by game"
        columns={COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/risk/exposure.csv${queryOf(filters)}`}
        rowKey={(r) => `${r.game_id}:${r.currency_id}`}
      />
    </>
  );
}
