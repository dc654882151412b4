// A finished game on the settlement desk (ADR 0054): its markets with the current result of every
// selection and the bets on it; void a market or resettle the game on a corrected score. Each action
// first shows what it would do (bets, net money) and runs once per confirmation (one idempotency key).
import { currencyById } from '@fairline/shared/lookups/currencies';
import type {
  CorrectionAnswer,
  CorrectionPreview,
  CorrectionPreviewRequest,
  RiskGameAnswer,
  RiskMarket,
} from '@fairline/shared/wire/backoffice-settlement';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../api';
import { type Column, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { scoreText } from './settlement-page';

type Money = CorrectionPreview['net_to_players'][number];
/** Minor units in the currency's digits; `signed` marks money to players with + (a stake has no sign). */
const money = (m: Money, signed: boolean) => {
  const digits = currencyById(m.currency_id)?.minorDigits ?? 2;
  const major = (m.amount_minor / 10 ** digits).toFixed(digits);
  return `${signed && m.amount_minor > 0 ? '+' : ''}${major} ${m.currency}`;
};
const moneyText = (list: readonly Money[], signed = true) =>
  list.length === 0 ? 'nothing' : list.map((m) => money(m, signed)).join(', ');

type Pending = {
  title: string;
  request: CorrectionPreviewRequest;
  url: string;
  key: string;
  preview?: CorrectionPreview;
};

const num = (form: FormData, name: string) => {
  const v = String(form.get(name) ?? '').trim();
  return v === '' ? undefined : Number(v);
};
const pair = (form: FormData, name: string) => {
  const home = num(form, `${name}_home`);
  const away = num(form, `${name}_away`);
  return home === undefined || away === undefined ? undefined : { home, away };
};

export function SettlementGamePage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const game = useQuery({
    queryKey: ['settlement-game', id],
    queryFn: () => api<RiskGameAnswer>(`/settlement/games/${id}`),
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');

  const review = async (title: string, request: CorrectionPreviewRequest, url: string) => {
    setError(null);
    setDone('');
    try {
      const preview = await api<CorrectionPreview>(`/settlement/games/${id}/preview`, {
        method: 'POST',
        body: request,
      });
      setPending({ title, request, url, key: crypto.randomUUID(), preview });
    } catch (err) {
      setError(err);
    }
  };
  const confirm = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!pending) return;
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '');
    const { action: _, ...score } = pending.request as CorrectionPreviewRequest & { market_group?: number };
    const body =
      pending.request.action === 'void'
        ? { reason, idempotency_key: pending.key }
        : { ...score, reason, idempotency_key: pending.key };
    setError(null);
    try {
      const answer = await api<CorrectionAnswer>(pending.url, { method: 'POST', body });
      setDone(
        answer.outcome === 'unchanged'
          ? 'Nothing to change: the game already stands so.'
          : `${pending.title}: ${answer.bets_corrected} bets corrected, ${answer.bets_settled} settled, net to players ${moneyText(answer.net_to_players)}.`,
      );
      setPending(null);
      await client.invalidateQueries({ queryKey: ['settlement-game', id] });
      await client.invalidateQueries({ queryKey: ['settlement-games'] });
    } catch (err) {
      setError(err);
    }
  };
  const resettle = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const regulation = pair(form, 'regulation');
    if (!regulation) return;
    const final = pair(form, 'final');
    const half = pair(form, 'half');
    void review(
      `Resettle on ${regulation.home}:${regulation.away}`,
      { action: 'resettle', regulation, ...(final ? { final } : {}), ...(half ? { half_time: half } : {}) },
      `/settlement/games/${id}/resettle`,
    );
  };

  const data = game.data;
  const columns: Column<RiskMarket>[] = [
    { key: 'market', title: 'Market', cell: (m) => `${m.name}${m.voided ? ' (void)' : ''}` },
    {
      key: 'selections',
      title: 'Selections: result · bets',
      cell: (m) => (
        <ul>
          {m.selections.map((s) => (
            <li key={`${s.outcome}/${s.param}/${s.result}`}>
              {s.outcome}
              {s.param === null || s.param === 0 ? '' : ` ${s.param}`}: <strong>{s.result}</strong> · {s.bets} bets
              {s.open_bets ? ` (${s.open_bets} open)` : ''} · stake {moneyText(s.stake, false)}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'bets', title: 'Bets', cell: (m) => m.bets },
    {
      key: 'actions',
      title: 'Actions',
      cell: (m) =>
        m.voided ? null : (
          <button
            type="button"
            onClick={() =>
              review(
                `Void ${m.name}`,
                { action: 'void', market_group: m.group },
                `/settlement/games/${id}/markets/${m.group}/void`,
              )
            }
          >
            Void {m.name}
          </button>
        ),
    },
  ];
  return (
    <>
      <h1>Game {id}</h1>
      <ErrorText error={game.error ?? error} />
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {data && (
        <>
          <dl className="facts">
            <dt>Teams</dt>
            <dd>
              {data.game.home} – {data.game.away}
            </dd>
            <dt>Kick-off</dt>
            <dd>{data.game.start.slice(0, 16).replace('T', ' ')}</dd>
            <dt>Result</dt>
            <dd data-testid="game-result">
              {data.game.status} {scoreText(data.game)}
            </dd>
            <dt>Version</dt>
            <dd>{data.game.version}</dd>
          </dl>
          {pending?.preview && (
            <form className="card" onSubmit={confirm} aria-label="Confirm correction">
              <h2>{pending.title}?</h2>
              {pending.preview.unchanged ? (
                <p>The game already stands so: nothing would change.</p>
              ) : (
                <p data-testid="correction-preview">
                  {pending.preview.bets_affected} bets affected: {pending.preview.bets_corrected} settled bets
                  corrected, {pending.preview.bets_settled} open bets settled
                  {pending.preview.needs_review.length ? `, ${pending.preview.needs_review.length} for review` : ''}.
                  Net to players: {moneyText(pending.preview.net_to_players)}.
                </p>
              )}
              <label>
                Reason
                <textarea name="reason" required minLength={3} maxLength={500} />
              </label>
              <button type="submit">Confirm</button>{' '}
              <button type="button" onClick={() => setPending(null)}>
                Cancel
              </button>
            </form>
          )}
          <h2>Markets with bets</h2>
          <Rows columns={columns} rows={data.markets} rowKey={(m) => m.group} />
          <h2>Resettle on a corrected score</h2>
          <form className="card" onSubmit={resettle} aria-label="Resettle">
            {(
              [
                ['regulation', 'Regulation time', true],
                ['final', 'With overtime (if any)', false],
                ['half', 'Half time (blank: as stored)', false],
              ] as const
            ).map(([name, label, required]) => (
              <fieldset key={name}>
                <legend>{label}</legend>
                <input
                  name={`${name}_home`}
                  type="number"
                  min={0}
                  max={999}
                  required={required}
                  aria-label={`${label} home`}
                />
                :
                <input
                  name={`${name}_away`}
                  type="number"
                  min={0}
                  max={999}
                  required={required}
                  aria-label={`${label} away`}
                />
              </fieldset>
            ))}
            <button type="submit">Review resettlement</button>
          </form>
          <h2>Corrections</h2>
          <Rows
            columns={[
              { key: 'at', title: 'At', cell: (c) => c.created_at.slice(0, 16).replace('T', ' ') },
              {
                key: 'action',
                title: 'Action',
                cell: (c) => (c.market_group ? `${c.action} G${c.market_group}` : c.action),
              },
              { key: 'by', title: 'By', cell: (c) => c.staff_email ?? '—' },
              { key: 'reason', title: 'Reason', cell: (c) => c.reason },
              { key: 'version', title: 'Version', cell: (c) => c.version },
            ]}
            rows={data.corrections}
            rowKey={(c) => c.id}
          />
        </>
      )}
    </>
  );
}
