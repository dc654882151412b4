// The VIP desk's approval form (ADR 0052): the request's selections at the requested and the current
// odds, the limits now, and the stake to accept (the requested one typed in, lowered if the trader wants).
import { currencyById } from '@fairline/shared/lookups/currencies';
import { amountProblemText, readAmount } from '@fairline/shared/money/amount';
import type { VipQueueItem } from '@fairline/shared/wire/backoffice';
import type { VipApproveAnswer, VipReviewAnswer } from '@fairline/shared/wire/backoffice-vip';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api';
import { ErrorText } from '../components/error-text';

const digitsOf = (currencyId: number) => currencyById(currencyId)?.minorDigits ?? 2;

/** An amount of minor units in the request's currency (its own decimals). */
export function money(minor: number, v: Pick<VipQueueItem, 'currency_id' | 'currency'>) {
  const digits = digitsOf(v.currency_id);
  const major = (minor / 10 ** digits).toLocaleString('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${major} ${v.currency}`;
}

/** The stake to accept (the requested one typed in, lowered if the trader wants) and a note for the audit log. */
export function ApproveForm({
  request,
  onCancel,
  onApproved,
}: {
  request: VipQueueItem;
  onCancel: () => void;
  onApproved: (answer: VipApproveAnswer) => Promise<void>;
}) {
  const digits = digitsOf(request.currency_id);
  const review = useQuery({
    queryKey: ['vip', request.id, 'review'],
    queryFn: () => api<VipReviewAnswer>(`/vip-bets/${request.id}`),
  });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    const reading = readAmount(String(form.get('stake') ?? ''), digits);
    if (!reading.ok) {
      setError(new ApiError(400, amountProblemText(reading.problem, digits, 'The stake'), undefined));
      return;
    }
    if (Number(reading.minor) > request.stake_minor) {
      setError(new ApiError(400, 'The stake may not be above the requested one', undefined));
      return;
    }
    setBusy(true);
    try {
      const note = String(form.get('note') ?? '').trim();
      const answer = await api<VipApproveAnswer>(`/vip-bets/${request.id}/approve`, {
        method: 'POST',
        body: { stake_minor: Number(reading.minor), ...(note ? { reason: note } : {}) },
      });
      await onApproved(answer);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="reply" aria-label={`Approve request #${request.id}`} onSubmit={submit}>
      <p>
        Player {request.user_id} asked for {money(request.stake_minor, request)} on {request.events}{' '}
        {request.events === 1 ? 'selection' : 'selections'}. The bet is placed at once at the odds of the request; a
        lower stake gives the difference back.
      </p>
      <ErrorText error={review.error} />
      {review.data && <Review review={review.data} request={request} />}
      <label>
        Accepted stake ({request.currency})
        <input
          name="stake"
          required
          inputMode="decimal"
          autoComplete="off"
          defaultValue={(request.stake_minor / 10 ** digits).toFixed(digits)}
        />
      </label>
      <label>
        Note for the audit log (optional)
        <input name="note" maxLength={500} autoComplete="off" />
      </label>
      <div>
        <button type="submit" disabled={busy}>
          Approve and place the bet
        </button>{' '}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <ErrorText error={error} />
    </form>
  );
}

const odds = (value: number | null) => (value === null ? 'not offered' : value.toFixed(2));

/** The request's selections (asked and current odds, open or not) and what it pays at the asked odds. */
function Review({ review, request }: { review: VipReviewAnswer; request: VipQueueItem }) {
  if (review.problem) {
    return (
      <p className="error" role="alert">
        The coupon cannot be priced now: {review.problem}
      </p>
    );
  }
  return (
    <>
      <table aria-label="Selections of the request">
        <thead>
          <tr>
            <th>Game</th>
            <th>Starts (UTC)</th>
            <th>Market</th>
            <th>Pick</th>
            <th>Asked odds</th>
            <th>Odds now</th>
            <th>Takes bets</th>
          </tr>
        </thead>
        <tbody>
          {review.legs.map((leg, i) => (
            // The legs of one coupon keep their order: the index is their identity.
            <tr key={i}>
              <td>{leg.game}</td>
              <td>{leg.starts_at?.slice(0, 16).replace('T', ' ') ?? ''}</td>
              <td>{leg.market}</td>
              <td>
                {leg.outcome}
                {leg.param === null || leg.param === 0 ? '' : ` (${leg.param})`}
              </td>
              <td>{odds(leg.asked_odds)}</td>
              <td>{odds(leg.current_odds)}</td>
              <td>{leg.open ? 'yes' : 'no: decline it'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Odds {odds(review.odds)} · returns {money(review.potential_return_minor ?? 0, request)} on the requested stake ·
        minimum bet {money(review.min_stake_minor ?? 0, request)} · maximum now{' '}
        {money(review.max_stake_minor ?? 0, request)}
      </p>
    </>
  );
}
