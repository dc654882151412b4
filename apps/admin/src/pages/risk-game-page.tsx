// One game on the risk desk (ADR 0053): its exposure per currency, market and outcome, refreshed every
// few seconds, and the suspensions of the game or its markets (suspend with a reason, lift with one).
import type { ExposureMarket, GameExposureAnswer, SuspensionItem } from '@fairline/shared/wire/backoffice-risk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../api';
import { type Column, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { kickOff, RISK_REFRESH_MS, riskMoney } from './risk-exposure-page';

type Outcome = ExposureMarket['outcomes'][number];
const WHOLE_GAME = 'game';

function outcomeColumns(currencyId: number, code: string): Column<Outcome>[] {
  const money = (minor: number) => riskMoney(minor, currencyId, code);
  return [
    { key: 'name', title: 'Outcome', cell: (o) => o.name },
    { key: 'bets', title: 'Open bets', cell: (o) => `${o.bets} (${o.singles} single)` },
    { key: 'stake', title: 'Stakes', cell: (o) => money(o.stake_minor) },
    { key: 'payout', title: 'Potential payout', cell: (o) => money(o.potential_payout_minor) },
    { key: 'liability', title: 'Liability if it wins', cell: (o) => <strong>{money(o.liability_minor)}</strong> },
    {
      key: 'odds',
      title: 'Price now',
      cell: (o) => (o.odds_now === null ? 'not offered' : `${o.odds_now}${o.blocked_now ? ' (blocked)' : ''}`),
    },
  ];
}

function SuspendForm({ game, onDone }: { game: GameExposureAnswer; onDone: () => Promise<void> }) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const market = String(data.get('market'));
    setError(null);
    setBusy(true);
    try {
      await api('/risk/suspensions', {
        method: 'POST',
        body: {
          game_id: game.game.game_id,
          market_group: market === WHOLE_GAME ? null : Number(market),
          reason: String(data.get('reason') ?? ''),
        },
      });
      form.reset();
      await onDone();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="reply" aria-label="Suspend" onSubmit={submit}>
      <label>
        What
        <select name="market" defaultValue={WHOLE_GAME}>
          <option value={WHOLE_GAME}>The whole game</option>
          {game.offered_markets.map((m) => (
            <option key={m.market_group} value={m.market_group}>
              Market: {m.market}
            </option>
          ))}
        </select>
      </label>
      <label>
        Reason
        <textarea name="reason" required minLength={3} maxLength={500} rows={2} />
      </label>
      <div>
        <button type="submit" disabled={busy}>
          Suspend
        </button>
      </div>
      <ErrorText error={error} />
    </form>
  );
}

export function RiskGamePage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const game = useQuery({
    queryKey: ['risk-game', id],
    queryFn: () => api<GameExposureAnswer>(`/risk/exposure/${id}`),
    refetchInterval: RISK_REFRESH_MS,
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['risk-game', id] });
    await client.invalidateQueries({ queryKey: ['risk-exposure'] });
  };
  const lift = async (s: SuspensionItem) => {
    const reason = window.prompt(`Why lift the suspension of ${s.market ?? 'the whole game'}?`);
    if (!reason) return;
    setError(null);
    try {
      await api(`/risk/suspensions/${s.id}/lift`, { method: 'POST', body: { reason } });
      await refresh();
    } catch (err) {
      setError(err);
    }
  };
  const data = game.data;
  if (!data) return <ErrorText error={game.error} />;
  const g = data.game;
  const suspensionColumns: Column<SuspensionItem>[] = [
    { key: 'what', title: 'Suspended', cell: (s) => s.market ?? 'The whole game' },
    { key: 'reason', title: 'Reason', cell: (s) => s.reason },
    { key: 'by', title: 'By', cell: (s) => `${s.suspended_by}, ${kickOff(s.suspended_at)}` },
    {
      key: 'lift',
      title: 'Actions',
      cell: (s) => (
        <button type="button" onClick={() => lift(s)}>
          Lift
        </button>
      ),
    },
  ];
  return (
    <>
      <p>
        <Link to="/admin/risk">← Exposure</Link>
      </p>
      <h1>
        {g.home} – {g.away}
      </h1>
      <p className="muted">
        {g.sport} · {g.champ} · {kickOff(g.start)} UTC · {g.phase}
        {g.suspended ? ' · suspended' : ''} · line id {g.game_id}, live id {g.live_id}
      </p>
      <ErrorText error={error ?? game.error} />
      <section aria-label="Suspensions">
        <h2>Suspensions</h2>
        {data.suspensions.length === 0 ? (
          <p className="muted">None: every market takes bets.</p>
        ) : (
          <Rows columns={suspensionColumns} rows={data.suspensions} rowKey={(s) => s.id} />
        )}
        <SuspendForm game={data} onDone={refresh} />
      </section>
      {data.currencies.length === 0 && <p className="muted">No open bets on this game.</p>}
      {data.currencies.map((c) => (
        <section key={c.currency_id} aria-label={`Exposure in ${c.currency}`}>
          <h2>
            {c.currency}: {c.bets} open bet{c.bets === 1 ? '' : 's'}, stakes{' '}
            {riskMoney(c.stake_minor, c.currency_id, c.currency)}, worst case{' '}
            {riskMoney(c.worst_case_liability_minor, c.currency_id, c.currency)}
          </h2>
          {c.markets.map((m) => (
            <section key={m.market_group} aria-label={`Market ${m.market}`}>
              <h3>
                {m.market}
                {m.suspended ? ' (suspended)' : ''}: worst case{' '}
                {riskMoney(m.worst_case_liability_minor, c.currency_id, c.currency)}
              </h3>
              <Rows
                columns={outcomeColumns(c.currency_id, c.currency)}
                rows={m.outcomes}
                rowKey={(o) => `${o.type}:${o.param}:${o.player_id}`}
              />
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
