// The marketing desk's "grant a bonus" form (ADR 0056): a bonus of a running campaign to one player,
// with a reason. The form keeps one idempotency key until a grant succeeds, so a double click or a retry
// after a lost answer grants once.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { amountProblemText, readAmount } from '@fairline/shared/money/amount';
import type { PlayerSummary } from '@fairline/shared/wire/backoffice';
import type { CampaignItem, StaffGrantAnswer } from '@fairline/shared/wire/backoffice-marketing';
import { type FormEvent, useState } from 'react';
import { ApiError, api, queryOf } from '../api';
import { ReasonField } from '../components/action-form';
import { ErrorText } from '../components/error-text';

const newKey = () => `grant-${crypto.randomUUID()}`;
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Minor units of a currency in its own digits. */
export function money(minor: number, currencyId: number): string {
  const currency = currencyById(currencyId);
  const digits = currency?.minorDigits ?? 2;
  const major = (minor / 10 ** digits).toLocaleString('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${major} ${currency?.code ?? ''}`.trim();
}

async function findPlayer(id: string): Promise<PlayerSummary> {
  if (!/^\d+$/.test(id)) throw new ApiError(400, 'The player id is a number', undefined);
  const { items } = await api<{ items: PlayerSummary[] }>(`/players${queryOf({ q: id, limit: 20 })}`);
  const player = items.find((p) => String(p.id) === id);
  if (!player) throw new ApiError(404, `There is no player ${id}`, undefined);
  return player;
}

export function GrantBonusForm({ campaigns }: { campaigns: readonly CampaignItem[] }) {
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState('');
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const target = e.currentTarget;
    const form = new FormData(target);
    setError(null);
    setStatus('');
    setBusy(true);
    try {
      const player = await findPlayer(text(form, 'player'));
      const typed = text(form, 'amount');
      const digits = currencyById(player.currency_id)?.minorDigits ?? 2;
      const reading = typed === '' ? null : readAmount(typed, digits);
      if (reading && !reading.ok) throw new ApiError(400, amountProblemText(reading.problem, digits), undefined);
      const answer = await api<StaffGrantAnswer>(`/players/${player.id}/bonuses`, {
        method: 'POST',
        body: {
          campaign_id: Number(text(form, 'campaign')),
          ...(reading?.ok ? { amount_minor: Number(reading.minor) } : {}),
          reason: text(form, 'reason'),
          idempotency_key: key,
        },
      });
      const what = `${answer.free_bet ? 'free bet' : 'bonus'} #${answer.bonus_id} of ${money(answer.amount_minor, answer.currency_id)} to player ${player.id}`;
      setStatus(answer.replayed ? `Already granted with this key: ${what}` : `Granted ${what}`);
      target.reset();
      setKey(newKey());
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="reply" aria-label="Grant a bonus" onSubmit={onSubmit}>
      <label>
        Player id
        <input name="player" required inputMode="numeric" />
      </label>
      <label>
        Campaign
        <select name="campaign" required>
          {campaigns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.code}, up to {c.max_usd} USD, ×{c.wager_multiplier})
            </option>
          ))}
        </select>
      </label>
      <label>
        Amount in the player’s currency (empty: the campaign’s cap)
        <input name="amount" inputMode="decimal" />
      </label>
      <ReasonField />
      <div>
        <button type="submit" disabled={busy || campaigns.length === 0}>
          Grant bonus
        </button>
      </div>
      {campaigns.length === 0 && <p className="muted">No campaign is running: create or start one first.</p>}
      {status && (
        <p className="muted" role="status">
          {status}
        </p>
      )}
      <ErrorText error={error} />
    </form>
  );
}
