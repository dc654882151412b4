// The marketing desk's "new campaign" form (ADR 0056): every rule of a campaign checked in the browser
// with the same schema the server runs, each refusal shown beside its field's name.
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import {
  type BrandRef,
  type CampaignCreateInput,
  type CampaignItem,
  campaignCreateRequest,
} from '@fairline/shared/wire/backoffice-marketing';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { api } from '../api';
import { ErrorText } from '../components/error-text';
import { FREE_BET_FIELD_LABELS, FreeBetFields, freeBetOf } from './marketing-free-bet-fields';
import { SPIN_FIELD_LABELS, SpinFields, spinsOf } from './marketing-spin-fields';

const FIELD_LABELS: Record<string, string> = {
  code: 'Campaign code',
  kind: 'Kind',
  brand_id: 'Brand',
  countries: 'Countries',
  currency_ids: 'Currencies',
  names: 'Name',
  percent: 'Percent of the deposit',
  max_usd: 'Cap / bonus (USD)',
  min_deposit_usd: 'Minimum deposit (USD)',
  wager_multiplier: 'Wagering multiplier',
  min_odds_single: 'Minimum odds of a single',
  min_odds_leg: 'Minimum odds of an express leg',
  min_odds_express: 'Minimum odds of an express',
  max_bet_usd: 'Maximum bet (USD)',
  valid_days: 'Expiry (days)',
  starts_at: 'Starts',
  ends_at: 'Ends',
  promo_code: 'Promo code',
  max_activations: 'Activation limit',
  ...SPIN_FIELD_LABELS,
  ...FREE_BET_FIELD_LABELS,
};

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const numberOrNull = (value: string) => (value === '' ? null : Number(value));
const list = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);
/** A `datetime-local` value read as UTC (the back office works in UTC). */
export const utcOf = (value: string) => (value === '' ? null : new Date(`${value}:00Z`).toISOString());

/** The request the form describes; unknown currency codes become problems of their own. */
function requestOf(form: FormData): { body: CampaignCreateInput; problems: string[] } {
  const problems: string[] = [];
  const currencies = list(text(form, 'currencies').toUpperCase()).map((code) => {
    const currency = currencyByCode(code);
    if (!currency) problems.push(`Currencies: there is no currency ${code}`);
    return currency?.id ?? 0;
  });
  const optional = (name: string) => text(form, name) || undefined;
  const kind = text(form, 'kind') as CampaignCreateInput['kind'];
  // A free-spins campaign takes a code like a promo campaign; its value is its spins, not a cap in dollars.
  const spins = kind === 'freespins';
  // A free bet (ADR 0071) may have a code too; its value is max_usd, it has no wagering.
  const freeBet = kind === 'freebet';
  const coded = kind === 'promo' || spins || freeBet;
  return {
    problems,
    body: {
      code: text(form, 'code').toUpperCase(),
      kind,
      product: text(form, 'product') as CampaignCreateInput['product'],
      brand_id: numberOrNull(text(form, 'brand')),
      countries: list(text(form, 'countries').toLowerCase()),
      currency_ids: currencies,
      names: { en: text(form, 'name_en'), ru: optional('name_ru'), ar: optional('name_ar') },
      descriptions: { en: optional('description_en') },
      percent: kind === 'promo' || spins || freeBet ? null : numberOrNull(text(form, 'percent')),
      max_usd: spins ? 1 : Number(text(form, 'max_usd')),
      min_deposit_usd: Number(text(form, 'min_deposit_usd') || 0),
      wager_multiplier: freeBet ? 0 : Number(text(form, 'wager_multiplier')),
      min_odds_single: Number(text(form, 'min_odds_single')),
      min_odds_leg: Number(text(form, 'min_odds_leg')),
      min_odds_express: Number(text(form, 'min_odds_express')),
      max_bet_usd: freeBet ? null : numberOrNull(text(form, 'max_bet_usd')),
      valid_days: Number(text(form, 'valid_days')),
      starts_at: utcOf(text(form, 'starts_at')),
      ends_at: utcOf(text(form, 'ends_at')),
      promo_code: coded ? text(form, 'promo_code') || null : null,
      max_activations: coded ? numberOrNull(text(form, 'max_activations')) : null,
      // The promotions pages do not show free bets (ADR 0071).
      is_listed: !freeBet && form.get('is_listed') === 'on',
      ...spinsOf(form, kind),
      ...freeBetOf(form, kind),
    },
  };
}

function Field({ label, name, ...rest }: { label: string; name: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label>
      {label}
      <input name={name} {...rest} />
    </label>
  );
}

/** The form; a created campaign refreshes the list and is announced. */
export function CampaignForm({ brands }: { brands: readonly BrandRef[] }) {
  const client = useQueryClient();
  const [kind, setKind] = useState<CampaignCreateInput['kind']>('promo');
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState('');
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const target = e.currentTarget;
    setError(null);
    setStatus('');
    const { body, problems: own } = requestOf(new FormData(target));
    const parsed = campaignCreateRequest.safeParse(body);
    const found = [
      ...own,
      ...(parsed.success
        ? []
        : parsed.error.issues.map((i) => `${FIELD_LABELS[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`)),
    ];
    setProblems(found);
    if (found.length > 0) return;
    try {
      const { campaign } = await api<{ campaign: CampaignItem }>('/marketing/campaigns', { method: 'POST', body });
      target.reset();
      setKind('promo');
      setStatus(`Campaign ${campaign.code} created: ${campaign.status}`);
      await client.invalidateQueries({ queryKey: ['campaigns'] });
    } catch (err) {
      setError(err);
    }
  };
  const isPromo = kind === 'promo';
  const isSpins = kind === 'freespins';
  const isFreeBet = kind === 'freebet';
  const isDeposit = !isPromo && !isSpins && !isFreeBet;
  return (
    <form className="reply campaign-form" aria-label="New campaign" onSubmit={onSubmit} noValidate>
      <div className="campaign-grid">
        <Field label="Campaign code" name="code" placeholder="PROMO_WINTER" />
        <label>
          Kind
          <select name="kind" value={kind} onChange={(e) => setKind(e.target.value as CampaignCreateInput['kind'])}>
            <option value="promo">Promo code</option>
            <option value="welcome">Welcome (first deposit)</option>
            <option value="reload">Reload (later deposits)</option>
            <option value="freespins">Free spins</option>
            <option value="freebet">Free bet</option>
          </select>
        </label>
        <label>
          Product
          <select name="product" key={isSpins ? 'spins' : kind} defaultValue={isSpins ? 'casino' : 'sport'}>
            <option value="sport">Sport</option>
            {!isFreeBet && <option value="casino">Casino</option>}
          </select>
        </label>
        <label>
          Brand
          <select name="brand" defaultValue="">
            <option value="">Every brand</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <Field label="Countries" name="countries" placeholder="every country, or e.g. kz, de" />
        <Field label="Currencies" name="currencies" placeholder="every currency, or e.g. USD, KZT" />
        <Field label="Name (English)" name="name_en" />
        <Field label="Name (Russian)" name="name_ru" />
        <Field label="Name (Arabic)" name="name_ar" dir="rtl" />
        <Field label="Description (English)" name="description_en" />
        {isDeposit && <Field label="Percent of the deposit" name="percent" type="number" defaultValue="100" />}
        {!isSpins && (
          <Field
            label={isFreeBet ? 'Free bet (USD)' : isPromo ? 'Bonus (USD)' : 'Cap (USD)'}
            name="max_usd"
            type="number"
          />
        )}
        {isSpins && <SpinFields />}
        {isFreeBet && <FreeBetFields />}
        {!isPromo && <Field label="Minimum deposit (USD)" name="min_deposit_usd" type="number" defaultValue="0" />}
        {!isFreeBet && (
          <Field
            label={isSpins ? 'Wagering multiplier of the winnings' : 'Wagering multiplier'}
            name="wager_multiplier"
            type="number"
            defaultValue="5"
          />
        )}
        <Field label="Minimum odds of a single" name="min_odds_single" type="number" step="0.01" defaultValue="1.5" />
        <Field label="Minimum odds of a leg" name="min_odds_leg" type="number" step="0.01" defaultValue="1.4" />
        <Field label="Minimum odds of an express" name="min_odds_express" type="number" step="0.01" defaultValue="2" />
        {!isFreeBet && <Field label="Maximum bet (USD)" name="max_bet_usd" type="number" placeholder="no limit" />}
        <Field label="Expiry (days)" name="valid_days" type="number" defaultValue="14" />
        <Field label="Starts (UTC)" name="starts_at" type="datetime-local" />
        <Field label="Ends (UTC)" name="ends_at" type="datetime-local" />
        {(isPromo || isSpins || isFreeBet) && (
          <Field
            label="Promo code"
            name="promo_code"
            placeholder={isSpins ? 'none, or e.g. SPINS25' : isFreeBet ? 'none, or e.g. FREEBET10' : 'WINTER25'}
          />
        )}
        {(isPromo || isSpins || isFreeBet) && (
          <Field label="Activation limit" name="max_activations" type="number" placeholder="unlimited" />
        )}
        {!isFreeBet && (
          <label className="check">
            <input type="checkbox" name="is_listed" defaultChecked /> Shown on the promotions pages
          </label>
        )}
      </div>
      <div>
        <button type="submit">Create campaign</button>
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
