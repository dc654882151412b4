// The jackpot desk (issue 21, ADR 0072): the studio's pool per currency (what a win pays now, the seed it
// restarts from, what it adds to the games' return), the latest wins with the player masked and the verifier
// link, and the live settings — the contribution rate (from the next round settled) and a pool's seed (from
// its next win) — for a role that may run casino promotions. The odds and the games are read-only, with why.
import type { DeskJackpotPool, DeskJackpotWin, JackpotDeskAnswer } from '@fairline/shared/wire/backoffice-jackpot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { type Column, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { may, useMe } from '../session';
import { at, moneyIn } from './casino-format';
import './casino-desk.css';

const percent = (bp: number) => `${(bp / 100).toFixed(2)} %`;
const KEY = ['casino-jackpot'];

/** A small form whose answer is the desk itself (the server re-reads it after a change). */
function useDeskChange(path: string) {
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState('');
  const run = async (e: FormEvent<HTMLFormElement>, body: (form: FormData) => object, done: string) => {
    e.preventDefault();
    const target = e.currentTarget;
    setError(null);
    setStatus('');
    try {
      const answer = await api<JackpotDeskAnswer>(path, { method: 'POST', body: body(new FormData(target)) });
      client.setQueryData(KEY, answer);
      target.reset();
      setStatus(done);
    } catch (err) {
      setError(err);
    }
  };
  return { run, error, status };
}

function ContributionForm({ desk }: { desk: JackpotDeskAnswer }) {
  const { run, error, status } = useDeskChange('/casino/jackpot/contribution');
  return (
    <form
      className="reply"
      aria-label="Contribution rate"
      onSubmit={(e) =>
        run(
          e,
          (f) => ({
            contribution_bp: Math.round(Number(f.get('percent')) * 100),
            reason: String(f.get('reason') ?? ''),
          }),
          'Saved: it applies from the next round settled.',
        )
      }
    >
      <label>
        New rate, % of every real stake ({percent(desk.contribution_min_bp)} – {percent(desk.contribution_max_bp)})
        <input
          name="percent"
          type="number"
          step="0.01"
          min={desk.contribution_min_bp / 100}
          max={desk.contribution_max_bp / 100}
          required
        />
      </label>
      <label>
        Reason
        <input name="reason" required minLength={3} maxLength={500} />
      </label>
      <div>
        <button type="submit">Save rate</button>
      </div>
      {status && (
        <p className="muted" role="status">
          {status}
        </p>
      )}
      <ErrorText error={error} />
    </form>
  );
}

function SeedForm({ pool }: { pool: DeskJackpotPool }) {
  const { run, error, status } = useDeskChange('/casino/jackpot/seed');
  const unit = 10 ** pool.digits;
  return (
    <form
      className="casino-inline"
      aria-label={`Seed of ${pool.currency}`}
      onSubmit={(e) =>
        run(
          e,
          (f) => ({
            currency: pool.currency,
            seed: Math.round(Number(f.get('seed')) * unit),
            reason: String(f.get('reason') ?? ''),
          }),
          'Saved: from the next win.',
        )
      }
    >
      <input
        name="seed"
        type="number"
        aria-label={`New seed, ${pool.currency}`}
        min={pool.seed_min / unit}
        max={pool.seed_max / unit}
        step={1 / unit}
        placeholder={String(pool.seed / unit)}
        required
      />
      <input name="reason" aria-label={`Reason, ${pool.currency}`} placeholder="reason" required minLength={3} />
      <button type="submit">Set</button>
      {status && (
        <span className="muted" role="status">
          {status}
        </span>
      )}
      <ErrorText error={error} />
    </form>
  );
}

export function JackpotPage() {
  const me = useMe();
  const desk = useQuery({
    queryKey: KEY,
    queryFn: () => api<JackpotDeskAnswer>('/casino/jackpot'),
    refetchInterval: 10_000,
  });
  const d = desk.data;
  if (!d) return <ErrorText error={desk.error} />;
  const canEdit = may(me, 'casino.promotions');
  const poolColumns: Column<DeskJackpotPool>[] = [
    { key: 'currency', title: 'Currency', cell: (p) => p.currency },
    {
      key: 'amount',
      title: 'Pool now',
      cell: (p) => <span data-testid="jackpot-pool">{moneyIn(p.amount, p.currency, p.digits)}</span>,
    },
    {
      key: 'seed',
      title: 'Seed (next reset)',
      cell: (p) => (
        <>
          {moneyIn(p.seed, p.currency, p.digits)}
          {p.seed !== p.default_seed && (
            <span className="muted"> (published {moneyIn(p.default_seed, p.currency, p.digits)})</span>
          )}
        </>
      ),
    },
    { key: 'rate', title: 'Contribution', cell: () => percent(d.contribution_bp) },
    { key: 'rtp', title: 'Adds to RTP', cell: (p) => `${(p.rtp_add * 100).toFixed(3)} %` },
    { key: 'won', title: 'Wins', cell: (p) => p.won_count },
    ...(canEdit ? [{ key: 'edit', title: 'New seed', cell: (p: DeskJackpotPool) => <SeedForm pool={p} /> }] : []),
  ];
  const winColumns: Column<DeskJackpotWin>[] = [
    { key: 'when', title: 'Won at', cell: (w) => at(w.won_at) },
    { key: 'player', title: 'Player', cell: (w) => `${w.player} (${w.player_tag})` },
    { key: 'game', title: 'Game', cell: (w) => w.game },
    { key: 'round', title: 'Round', cell: (w) => <code>{w.round}</code> },
    { key: 'amount', title: 'Amount', cell: (w) => moneyIn(w.amount, w.currency, w.digits) },
    { key: 'paid', title: 'Paid at', cell: (w) => (w.state === 'open' ? 'refused by the wallet' : at(w.paid_at)) },
    {
      key: 'verify',
      title: 'Verify',
      cell: (w) =>
        w.verify_url ? (
          <a href={w.verify_url} target="_blank" rel="noreferrer">
            Verify
          </a>
        ) : (
          <span className="muted">after the player’s seed rotation</span>
        ),
    },
  ];
  return (
    <>
      <h1>Jackpot</h1>
      <p>
        Contribution: <strong>{percent(d.contribution_bp)}</strong> of every real stake in the contributing games
        <span className="muted">
          {' '}
          · changed {at(d.settings_updated_at)}
          {d.settings_updated_by ? ` by ${d.settings_updated_by}` : ''}
        </span>
      </p>
      {canEdit && <ContributionForm desk={d} />}
      <h2>Pools</h2>
      <div className="table-wrap">
        <Rows columns={poolColumns} rows={d.pools} rowKey={(p) => p.currency} />
      </div>
      <h2>Latest wins</h2>
      {d.wins.length === 0 && <p className="muted">No jackpot has been won yet.</p>}
      {d.wins.length > 0 && (
        <div className="table-wrap">
          <Rows columns={winColumns} rows={d.wins} rowKey={(w) => w.round} />
        </div>
      )}
      <h2>Read-only terms</h2>
      <ul className="casino-terms">
        {d.read_only.map((r) => (
          <li key={r.key}>
            <strong>{r.label}:</strong> {r.value}
            <br />
            <span className="muted">{r.why}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
