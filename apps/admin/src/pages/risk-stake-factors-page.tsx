// Players' stake factors on the risk desk (ADR 0053): the players whose maximum stake is scaled, the
// most restricted first, and the form that sets one (0 = no betting, 1 = the usual limits).
import type { StakeFactorItem, StakeFactorsAnswer } from '@fairline/shared/wire/backoffice-risk';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { kickOff } from './risk-exposure-page';
import { OpenPlayerLimits } from './risk-player-limits-page';

const LIMIT = 25;

const COLUMNS: Column<StakeFactorItem>[] = [
  { key: 'player', title: 'Player', cell: (f) => <Link to={`/admin/players/${f.user_id}`}>{f.user_id}</Link> },
  {
    key: 'factor',
    title: 'Stake factor',
    cell: (f) => <span data-testid="stake-factor">{f.factor === 0 ? '0 (no betting)' : `× ${f.factor}`}</span>,
  },
  { key: 'reason', title: 'Reason', cell: (f) => f.reason ?? '—' },
  { key: 'set', title: 'Set', cell: (f) => (f.set_by ? `${f.set_by}, ${kickOff(f.set_at ?? '')}` : '—') },
];

export function RiskStakeFactorsPage() {
  const client = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const list = useQuery({
    queryKey: ['stake-factors', offset],
    queryFn: () => api<StakeFactorsAnswer>(`/risk/stake-factors${queryOf({ offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setError(null);
    setDone('');
    try {
      const set = await api<StakeFactorItem>(`/players/${Number(data.get('player'))}/stake-factor`, {
        method: 'POST',
        body: { factor: Number(data.get('factor')), reason: String(data.get('reason') ?? '') },
      });
      form.reset();
      setDone(`Player ${set.user_id}: stake factor ${set.factor}`);
      await client.invalidateQueries({ queryKey: ['stake-factors'] });
    } catch (err) {
      setError(err);
    }
  };
  return (
    <>
      <p>
        <Link to="/admin/risk">← Exposure</Link>
      </p>
      <h1>Stake factors</h1>
      <p className="muted">
        The coupon’s maximum stake for a player times the factor: 0 stops their betting, 0.5 halves it, 1 is the usual
        limit. Bets see a change within 5 seconds.
      </p>
      <form className="reply" aria-label="Set a stake factor" onSubmit={submit}>
        <label>
          Player id
          <input name="player" type="number" min={1} required />
        </label>
        <label>
          Factor
          <input name="factor" type="number" min={0} max={100} step={0.001} required />
        </label>
        <label>
          Reason
          <textarea name="reason" required minLength={3} maxLength={500} rows={2} />
        </label>
        <div>
          <button type="submit">Set factor</button>
        </div>
        {done && (
          <p className="muted" role="status">
            {done}
          </p>
        )}
        <ErrorText error={error ?? list.error} />
      </form>
      <h2>A player’s own limits</h2>
      <p className="muted">
        Minimum and maximum stake and maximum payout per sport or market group, over the global rows.
      </p>
      <OpenPlayerLimits />
      <DataTable
        label="Players with a stake factor"
        columns={COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref="/admin-api/risk/stake-factors.csv"
        rowKey={(f) => f.user_id}
      />
    </>
  );
}
