// A player's own stake limits on the risk desk (ADR 0053 "per-player limits"): the player's rows of
// the limit table over the global ones, the form that sets one scope's row and the removal of a row,
// each with a reason. Amounts are typed and shown in the player's currency.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { amountProblemText, readAmount } from '@fairline/shared/money/amount';
import type { LimitRow, PlayerLimitsAnswer } from '@fairline/shared/wire/backoffice-limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, api } from '../api';
import { ErrorText } from '../components/error-text';
import { riskMoney } from './risk-exposure-page';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const idOrNull = (value: string) => (value === '' ? null : Number(value));
const scopeText = (r: Pick<LimitRow, 'sport_id' | 'market_group'>) =>
  `${r.sport_id === null ? 'every sport' : `sport ${r.sport_id}`}, ${r.market_group === null ? 'every market' : `market group ${r.market_group}`}`;

/** A typed amount (major units) in the currency's minor units, refused as a stake's would be. */
function minorOf(form: FormData, name: string, label: string, digits: number): number {
  const reading = readAmount(text(form, name), digits);
  if (!reading.ok) throw new ApiError(400, amountProblemText(reading.problem, digits, label), undefined);
  return Number(reading.minor);
}

/** The field that opens a player's limits (on the stake-factors page). */
export function OpenPlayerLimits() {
  const navigate = useNavigate();
  return (
    <form
      className="reply"
      aria-label="Open a player’s limits"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(`/admin/risk/players/${Number(new FormData(e.currentTarget).get('player'))}/limits`);
      }}
    >
      <label>
        Player id
        <input name="player" type="number" min={1} required />
      </label>
      <div>
        <button type="submit">Open limits</button>
      </div>
    </form>
  );
}

function LimitTable({
  rows,
  data,
  onRemove,
}: {
  rows: LimitRow[];
  data: PlayerLimitsAnswer;
  onRemove?: (r: LimitRow) => void;
}) {
  const money = (minor: number) => riskMoney(minor, data.currency_id, data.currency);
  return (
    <table>
      <thead>
        <tr>
          <th>Scope</th>
          <th>Min stake</th>
          <th>Max stake</th>
          <th>Max payout</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.scope} data-scope={r.scope}>
            <td>{scopeText(r)}</td>
            <td>{money(r.min_stake)}</td>
            <td data-testid="limit-max-stake">{money(r.max_stake)}</td>
            <td>{money(r.max_payout)}</td>
            <td>
              {onRemove && (
                <button type="button" onClick={() => onRemove(r)}>
                  Remove
                </button>
              )}
              {'overridden' in r && r.overridden ? 'overridden by the player’s row' : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RiskPlayerLimitsPage() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const query = useQuery({
    queryKey: ['player-limits', id],
    queryFn: () => api<PlayerLimitsAnswer>(`/players/${id}/limits`),
  });
  const data = query.data;
  const digits = currencyById(data?.currency_id ?? 0)?.minorDigits ?? 2;
  const after = async (message: string) => {
    setDone(message);
    await client.invalidateQueries({ queryKey: ['player-limits', id] });
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    setError(null);
    setDone('');
    try {
      const row = await api<LimitRow>(`/players/${id}/limits`, {
        method: 'PUT',
        body: {
          sport_id: idOrNull(text(f, 'sport')),
          market_group: idOrNull(text(f, 'group')),
          min_stake: minorOf(f, 'min', 'The minimum stake', digits),
          max_stake: minorOf(f, 'max', 'The maximum stake', digits),
          max_payout: minorOf(f, 'payout', 'The maximum payout', digits),
          reason: text(f, 'reason'),
        },
      });
      form.reset();
      await after(`Set: ${scopeText(row)}`);
    } catch (err) {
      setError(err);
    }
  };
  const remove = async (row: LimitRow) => {
    const reason = window.prompt(`Why remove the row for ${scopeText(row)}?`);
    if (reason === null) return;
    setError(null);
    setDone('');
    try {
      await api(`/players/${id}/limits/${row.scope}`, { method: 'DELETE', body: { reason } });
      await after(`Removed: ${scopeText(row)}`);
    } catch (err) {
      setError(err);
    }
  };
  return (
    <>
      <p>
        <Link to="/admin/risk/stake-factors">← Stake factors</Link> ·{' '}
        <Link to={`/admin/players/${id}`}>Player {id}</Link>
      </p>
      <h1>Stake limits of player {id}</h1>
      <p className="muted">
        The player’s own rows beat the global rows that match the same bet (the most specific row wins; a coupon takes
        its tightest leg). Amounts apply in the currency of each bet and are shown in the player’s (
        {data?.currency ?? '…'}
        ). The player’s stake factor still scales the maximum stake. Bets see a change within 5 seconds.
      </p>
      <ErrorText error={query.error} />
      {data && (
        <>
          <h2>The player’s rows</h2>
          {data.own.length === 0 ? (
            <p className="muted">None: the global rows apply.</p>
          ) : (
            <LimitTable rows={data.own} data={data} onRemove={remove} />
          )}
          <form className="reply" aria-label="Set a limit" onSubmit={submit}>
            <label>
              Sport id (empty: every sport)
              <input name="sport" type="number" min={1} />
            </label>
            <label>
              Market group (empty: every market)
              <input name="group" type="number" min={1} />
            </label>
            <label>
              Min stake ({data.currency})
              <input name="min" required inputMode="decimal" autoComplete="off" />
            </label>
            <label>
              Max stake ({data.currency})
              <input name="max" required inputMode="decimal" autoComplete="off" />
            </label>
            <label>
              Max payout ({data.currency})
              <input name="payout" required inputMode="decimal" autoComplete="off" />
            </label>
            <label>
              Reason
              <textarea name="reason" required minLength={3} maxLength={500} rows={2} />
            </label>
            <div>
              <button type="submit">Set limit</button>
            </div>
            {done && (
              <p className="muted" role="status">
                {done}
              </p>
            )}
            <ErrorText error={error} />
          </form>
          <h2>Global rows</h2>
          <LimitTable rows={data.global} data={data} />
        </>
      )}
    </>
  );
}
