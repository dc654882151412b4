// The tournaments desk's form (ADR 0072): a new tournament, or the edit of one that has not started (of a
// running one only its names). Checked in the browser with the schema the server runs, each refusal named by
// its field; a create keeps one idempotency key until it succeeds, so a double click makes one tournament.

import { CASINO_CATEGORIES } from '@fairline/shared/config/casino-sections';
import {
  type DeskTournament,
  type TournamentDeskInput,
  tournamentDeskRequest,
} from '@fairline/shared/wire/backoffice-casino';
import type { BrandRef } from '@fairline/shared/wire/backoffice-marketing';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { ErrorText } from '../components/error-text';
import { currencyCodeOf, currencyIdOf, localOf, majorText, minorOf, RULE_LABELS, utcOf } from './casino-format';
import { fromOf, type PrizeRow, PrizeTable } from './tournaments-prizes';

type Game = { id: string; name: string; category: string };

const FIELD_LABELS: Record<string, string> = {
  brand_id: 'Brand',
  names: 'Name',
  games: 'Games',
  categories: 'Categories',
  currency_id: 'Currency',
  starts_at: 'Starts',
  ends_at: 'Ends',
  prizes: 'Prizes',
  points_per_unit: 'Points per unit',
  min_stake_usd: 'Minimum stake',
  min_rounds: 'Minimum rounds',
  reason: 'Reason',
};
const newKey = () => `tournament-${crypto.randomUUID()}`;
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  return issues.map((i) => {
    const [field, row] = i.path;
    const label = FIELD_LABELS[String(field)] ?? String(field);
    return `${label}${typeof row === 'number' ? ` (row ${row + 1})` : ''}: ${i.message}`;
  });
}

export function TournamentForm({
  brands,
  games,
  editing,
  onSaved,
}: {
  brands: readonly BrandRef[];
  games: readonly Game[];
  /** The tournament edited; none: a new one. */
  editing?: DeskTournament;
  onSaved?: (t: DeskTournament) => void;
}) {
  const client = useQueryClient();
  const f = editing?.form;
  const running = editing?.status === 'running';
  const [key, setKey] = useState(newKey);
  const [rule, setRule] = useState(f?.rule ?? 'wager');
  const [prizes, setPrizes] = useState<PrizeRow[]>(
    f?.prizes.map((p) => ({ to: String(p.to), amount: majorText(p.amount, f.currency_id) })) ?? [
      { to: '1', amount: '100' },
      { to: '2', amount: '50' },
      { to: '5', amount: '10' },
    ],
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const target = e.currentTarget;
    const form = new FormData(target);
    setError(null);
    setStatus('');
    const currencyId = currencyIdOf(text(form, 'currency')) ?? 0;
    const names = { en: text(form, 'name_en'), ru: text(form, 'name_ru'), ar: text(form, 'name_ar') };
    const reason = text(form, 'reason') ? { reason: text(form, 'reason') } : {};
    // A running tournament's rules sit in a disabled fieldset (not in the form data): they go back unchanged.
    const body: TournamentDeskInput =
      running && f
        ? { ...f, names, ...reason }
        : {
            brand_id: Number(text(form, 'brand')),
            names,
            rule,
            games: form.getAll('games').map(String),
            categories: form.getAll('categories').map(String) as TournamentDeskInput['categories'],
            currency_id: currencyId,
            currency_only: form.get('currency_only') === 'on',
            starts_at: utcOf(text(form, 'starts_at')),
            ends_at: utcOf(text(form, 'ends_at')),
            prizes: prizes.map((p, i) => ({
              from: fromOf(prizes, i),
              to: Number(p.to),
              amount: minorOf(p.amount, currencyId),
            })),
            points_per_unit: Number(text(form, 'points_per_unit') || 1),
            min_stake_usd: Number(text(form, 'min_stake_usd') || 0),
            min_rounds: Number(text(form, 'min_rounds') || 1),
            ...reason,
          };
    const own =
      !running && currencyId === 0 ? [`Currency: there is no currency ${text(form, 'currency') || '(empty)'}`] : [];
    const parsed = tournamentDeskRequest.safeParse(body);
    const found = [...own, ...(parsed.success ? [] : problemsOf(parsed.error.issues))];
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const { tournament } = editing
        ? await api<{ tournament: DeskTournament }>(`/casino/tournaments/${editing.id}`, { method: 'PUT', body })
        : await api<{ tournament: DeskTournament }>('/casino/tournaments', {
            method: 'POST',
            body: { ...body, idempotency_key: key },
          });
      if (!editing) {
        setKey(newKey());
        target.reset();
      }
      setStatus(editing ? `Saved: ${tournament.name}` : `Tournament ${tournament.name} created: ${tournament.status}`);
      await client.invalidateQueries({ queryKey: ['casino-tournaments'] });
      onSaved?.(tournament);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="reply casino-form"
      aria-label={editing ? 'Edit tournament' : 'New tournament'}
      onSubmit={onSubmit}
      noValidate
    >
      <div className="casino-grid">
        <label>
          Name (English)
          <input name="name_en" defaultValue={f?.names.en ?? ''} required />
        </label>
        <label>
          Name (Russian)
          <input name="name_ru" defaultValue={f?.names.ru ?? ''} />
        </label>
        <label>
          Name (Arabic)
          <input name="name_ar" dir="rtl" defaultValue={f?.names.ar ?? ''} />
        </label>
      </div>
      {running && (
        <p className="muted">A running tournament keeps its rules, prizes and times; only its names change.</p>
      )}
      <fieldset className="casino-rules" disabled={running}>
        <legend>Rules</legend>
        <div className="casino-grid">
          <label>
            Brand
            <select name="brand" defaultValue={f?.brand_id ?? brands[0]?.id ?? 1}>
              {brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Rule
            <select name="rule" value={rule} onChange={(e) => setRule(e.target.value as typeof rule)}>
              <option value="wager">{RULE_LABELS.wager}</option>
              <option value="multiplier">{RULE_LABELS.multiplier}</option>
            </select>
          </label>
          <label>
            Currency
            <input name="currency" defaultValue={f ? currencyCodeOf(f.currency_id) : 'EUR'} placeholder="EUR" />
          </label>
          <label className="check">
            <input type="checkbox" name="currency_only" defaultChecked={f?.currency_only ?? true} /> Only rounds in this
            currency count
          </label>
          <label>
            Starts (UTC)
            <input type="datetime-local" name="starts_at" defaultValue={f ? localOf(f.starts_at) : ''} />
          </label>
          <label>
            Ends (UTC)
            <input type="datetime-local" name="ends_at" defaultValue={f ? localOf(f.ends_at) : ''} />
          </label>
          {rule === 'wager' ? (
            <label>
              Points per unit staked
              <input name="points_per_unit" type="number" min={1} defaultValue={f?.points_per_unit ?? 1} />
            </label>
          ) : (
            <label>
              Minimum stake (USD)
              <input name="min_stake_usd" type="number" min={0} step="0.01" defaultValue={f?.min_stake_usd ?? 0.5} />
            </label>
          )}
          <label>
            Minimum rounds to place
            <input name="min_rounds" type="number" min={1} defaultValue={f?.min_rounds ?? 1} />
          </label>
        </div>
        <fieldset className="casino-choices">
          <legend>Categories that count</legend>
          {CASINO_CATEGORIES.map((c) => (
            <label key={c} className="check">
              <input type="checkbox" name="categories" value={c} defaultChecked={f?.categories.includes(c)} /> {c}
            </label>
          ))}
        </fieldset>
        <fieldset className="casino-choices">
          <legend>Games that count</legend>
          {games.map((g) => (
            <label key={g.id} className="check">
              <input type="checkbox" name="games" value={g.id} defaultChecked={f?.games.includes(g.id)} /> {g.name}{' '}
              <span className="muted">({g.category})</span>
            </label>
          ))}
        </fieldset>
        <PrizeTable prizes={prizes} onChange={setPrizes} />
      </fieldset>
      {editing && (
        <label>
          Reason (optional)
          <input name="reason" maxLength={500} />
        </label>
      )}
      <div>
        <button type="submit" disabled={busy}>
          {editing ? 'Save changes' : 'Create tournament'}
        </button>
      </div>
      {problems.length > 0 && (
        <ul className="error" role="alert" aria-label="Problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {status && (
        <p className="muted" role="status">
          {status}
        </p>
      )}
      <ErrorText error={error} />
    </form>
  );
}
