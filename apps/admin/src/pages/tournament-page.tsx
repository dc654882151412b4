// One tournament on the desk (ADR 0072): its terms; while scheduled, the edit form and a cancel with a reason;
// while running, the live standings (re-read every few seconds) and a rename; once finished, who was paid
// which prize and when (the ledger transaction's time).
import type {
  DeskPayout,
  TournamentDeskAnswer,
  TournamentDeskListAnswer,
} from '@fairline/shared/wire/backoffice-casino';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../api';
import { ReasonField } from '../components/action-form';
import { type Column, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { may, useMe } from '../session';
import { at, currencyCodeOf, moneyOf, RULE_LABELS } from './casino-format';
import { TournamentForm } from './tournaments-form';
import { StatusPill } from './tournaments-page';
import './casino-desk.css';

type Standing = TournamentDeskAnswer['standings'][number];
const scoreText = (rule: 'wager' | 'multiplier', score: number) =>
  rule === 'multiplier' ? `×${(score / 100).toFixed(2)}` : `${score.toLocaleString('en')} pts`;

function CancelForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [error, setError] = useState<unknown>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    try {
      await api(`/casino/tournaments/${id}/cancel`, {
        method: 'POST',
        body: { reason: String(new FormData(e.currentTarget).get('reason') ?? '') },
      });
      onDone();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <form className="reply" aria-label="Cancel tournament" onSubmit={onSubmit}>
      <p className="muted">It leaves the players’ pages and never starts. A cancel is final.</p>
      <ReasonField />
      <div>
        <button type="submit">Cancel tournament</button>
      </div>
      <ErrorText error={error} />
    </form>
  );
}

export function TournamentPage() {
  const { id } = useParams();
  const me = useMe();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['casino-tournaments', 'one', id],
    queryFn: () => api<TournamentDeskAnswer>(`/casino/tournaments/${id}`),
    refetchInterval: (q) => (q.state.data?.tournament.status === 'running' ? 5_000 : false),
  });
  const meta = useQuery({
    queryKey: ['casino-tournaments', 'meta'],
    queryFn: () => api<TournamentDeskListAnswer>('/casino/tournaments?limit=1'),
  });
  const reload = () => client.invalidateQueries({ queryKey: ['casino-tournaments'] });
  const d = detail.data;
  if (!d) return <ErrorText error={detail.error} />;
  const t = d.tournament;
  const f = t.form;
  const canEdit = may(me, 'casino.promotions') && (t.status === 'scheduled' || t.status === 'running');
  const standingColumns: Column<Standing>[] = [
    { key: 'place', title: 'Place', cell: (s) => s.place ?? <span className="muted">not placed</span> },
    { key: 'player', title: 'Player', cell: (s) => <Link to={`/admin/players/${s.user_id}`}>#{s.user_id}</Link> },
    { key: 'score', title: 'Score', cell: (s) => scoreText(f.rule, s.score) },
    { key: 'rounds', title: 'Rounds', cell: (s) => s.rounds },
    { key: 'currency', title: 'Staked in', cell: (s) => currencyCodeOf(s.currency_id) },
  ];
  const payoutColumns: Column<DeskPayout>[] = [
    { key: 'place', title: 'Place', cell: (p) => p.place },
    { key: 'player', title: 'Player', cell: (p) => <Link to={`/admin/players/${p.user_id}`}>#{p.user_id}</Link> },
    { key: 'score', title: 'Score', cell: (p) => scoreText(f.rule, p.score) },
    { key: 'amount', title: 'Prize', cell: (p) => (p.amount > 0 ? moneyOf(p.amount, p.currency_id) : '—') },
    {
      key: 'status',
      title: 'Payment',
      cell: (p) => (p.status === 'held' ? `held: ${p.held_reason ?? ''}` : p.status === 'none' ? 'no prize' : p.status),
    },
    { key: 'paid', title: 'Paid at', cell: (p) => at(p.paid_at) },
    { key: 'tx', title: 'Ledger transaction', cell: (p) => p.ledger_transaction_id ?? '—' },
  ];
  return (
    <>
      <p>
        <Link to="/admin/casino/tournaments">← Tournaments</Link>
      </p>
      <h1>
        {t.name} <StatusPill status={t.status} />
      </h1>
      <dl className="facts casino-facts">
        <dt>Rule</dt>
        <dd>
          {RULE_LABELS[f.rule]}
          {f.rule === 'wager' ? ` · ${f.points_per_unit} point(s) per unit` : ` · from ${f.min_stake_usd} USD a round`}
          {` · at least ${f.min_rounds} round(s)`}
        </dd>
        <dt>Dates</dt>
        <dd>
          {at(f.starts_at)} → {at(f.ends_at)}
        </dd>
        <dt>Currency</dt>
        <dd>
          {currencyCodeOf(f.currency_id)} {f.currency_only ? '(only rounds in it count)' : '(every currency counts)'}
        </dd>
        <dt>Counting</dt>
        <dd>{[...f.categories, ...f.games].join(', ')}</dd>
        <dt>Prizes</dt>
        <dd>
          {f.prizes
            .map((p) => `${p.from === p.to ? p.from : `${p.from}–${p.to}`}: ${moneyOf(p.amount, f.currency_id)}`)
            .join(' · ')}
        </dd>
        {t.cancelled_at && (
          <>
            <dt>Cancelled</dt>
            <dd>
              {at(t.cancelled_at)} — {t.cancel_reason}
            </dd>
          </>
        )}
      </dl>
      {t.status === 'running' && (
        <section aria-label="Live standings">
          <h2>Live standings</h2>
          {d.standings.length === 0 ? (
            <p className="muted">No counting rounds yet.</p>
          ) : (
            <div className="table-wrap">
              <Rows columns={standingColumns} rows={d.standings} rowKey={(s) => s.user_id} />
            </div>
          )}
        </section>
      )}
      {t.status === 'finished' && (
        <section aria-label="Payouts">
          <h2>Payouts</h2>
          {t.closed_at === null ? <p className="muted">Closing: the standings freeze a minute after the end.</p> : null}
          {t.closed_at !== null && d.payouts.length === 0 ? <p className="muted">Nobody placed.</p> : null}
          {d.payouts.length > 0 && (
            <div className="table-wrap">
              <Rows columns={payoutColumns} rows={d.payouts} rowKey={(p) => p.user_id} />
            </div>
          )}
        </section>
      )}
      {canEdit && meta.data && (
        <section aria-label="Edit">
          <h2>{t.status === 'running' ? 'Rename' : 'Edit'}</h2>
          <TournamentForm key={t.id} brands={meta.data.brands} games={meta.data.games} editing={t} onSaved={reload} />
        </section>
      )}
      {canEdit && t.status === 'scheduled' && (
        <section aria-label="Cancel">
          <h2>Cancel</h2>
          <CancelForm id={t.id} onDone={reload} />
        </section>
      )}
    </>
  );
}
