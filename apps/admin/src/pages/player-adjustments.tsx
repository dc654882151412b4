// A player's manual adjustments on the player page (ADR 0048): the list every role with the page sees,
// and the request form for payments.adjust (above the threshold it waits for a second person).
import { currencyById } from '@fairline/shared/lookups/currencies';
import { amountProblemText, readAmount } from '@fairline/shared/money/amount';
import type { PlayerPageAnswer } from '@fairline/shared/wire/backoffice';
import type { AdjustmentAnswer, AdjustmentListAnswer } from '@fairline/shared/wire/backoffice-adjustments';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../api';
import { ActionForm, ReasonField } from '../components/action-form';
import { ErrorText } from '../components/error-text';
import { may, useMe } from '../session';
import { AdjustmentRows } from './adjustments-page';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The typed amount (major units, e.g. 150.25) in the currency's minor units, refused as a stake's would be. */
function minorOf(form: FormData, currencyId: number): number {
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  const reading = readAmount(text(form, 'amount'), digits);
  if (!reading.ok) throw new ApiError(400, amountProblemText(reading.problem, digits), undefined);
  return Number(reading.minor);
}

export function PlayerAdjustments({ page }: { page: PlayerPageAnswer }) {
  const me = useMe();
  const id = String(page.profile.id);
  const list = useQuery({
    queryKey: ['player', id, 'adjustments'],
    queryFn: () => api<AdjustmentListAnswer>(`/players/${id}/adjustments`),
  });
  const cashCurrencies = [
    ...new Set(page.accounts.filter((a) => a.kind === 'player_cash').map((a) => a.currency_id)),
  ].sort((a, b) => a - b);
  return (
    <section aria-label="Manual adjustments">
      <h2>Manual adjustments</h2>
      <ErrorText error={list.error} />
      {list.data && list.data.items.length === 0 && <p className="muted">None</p>}
      {list.data && list.data.items.length > 0 && <AdjustmentRows items={list.data.items} />}
      {may(me, 'payments.adjust') && cashCurrencies.length > 0 && (
        <ActionForm
          label="Request a manual adjustment"
          playerId={id}
          submit="Request adjustment"
          done="Adjustment requested: above the threshold it waits for a second staff member"
          run={(form) => {
            const currencyId = Number(text(form, 'currency'));
            return api<AdjustmentAnswer>(`/players/${id}/adjustments`, {
              method: 'POST',
              body: {
                currency_id: currencyId,
                direction: text(form, 'direction'),
                amount_minor: minorOf(form, currencyId),
                category: text(form, 'category'),
                reason: text(form, 'reason'),
              },
            });
          }}
        >
          <label>
            Currency (cash account)
            <select name="currency" defaultValue={cashCurrencies[0]}>
              {cashCurrencies.map((c) => (
                <option key={c} value={c}>
                  {currencyById(c)?.code ?? c}
                </option>
              ))}
            </select>
          </label>
          <label>
            Direction
            <select name="direction" defaultValue="credit">
              <option value="credit">Credit (to the player)</option>
              <option value="debit">Debit (from the player)</option>
            </select>
          </label>
          <label>
            Amount
            <input name="amount" required inputMode="decimal" autoComplete="off" />
          </label>
          <label>
            Category
            <select name="category" defaultValue="goodwill">
              <option value="goodwill">Goodwill</option>
              <option value="correction">Correction</option>
              <option value="chargeback">Chargeback</option>
              <option value="other">Other</option>
            </select>
          </label>
          <ReasonField />
        </ActionForm>
      )}
    </section>
  );
}
