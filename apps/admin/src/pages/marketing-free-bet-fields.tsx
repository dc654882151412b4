// The free-bet part of the marketing desk's campaign form (ADR 0071 "Grants by every path"): the bet kinds,
// sports and markets a free bet may be staked on, and whether a deposit grants it. Its amount is the form's
// "Free bet (USD)", its odds the form's minimum odds, its life the expiry; a code is the form's promo code.
import { FREE_BET_KINDS, FREE_BET_MARKETS } from '@fairline/shared/bonus/free-bet-rules';
import type { CampaignCreateInput, CampaignItem } from '@fairline/shared/wire/backoffice-marketing';
import { DepositTriggerField } from './marketing-spin-fields';

const KIND_NAMES: Record<(typeof FREE_BET_KINDS)[number], string> = {
  single: 'Singles',
  express: 'Expresses',
  system: 'Systems',
};
const MARKET_NAMES: Record<(typeof FREE_BET_MARKETS)[number], string> = {
  any: 'Pre-match and live',
  prematch: 'Pre-match only',
  live: 'Live only',
};

export const FREE_BET_FIELD_LABELS: Record<string, string> = {
  freebet_kinds: 'Bet kinds',
  freebet_sports: 'Sports',
  freebet_markets: 'Pre-match / live',
};

const value = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

type FreeBetPart = Pick<CampaignCreateInput, 'freebet_kinds' | 'freebet_sports' | 'freebet_markets'> &
  Partial<Pick<CampaignCreateInput, 'deposit_trigger'>>;

/** The free-bet fields of the request (null for every other kind: the schema refuses them elsewhere). */
export function freeBetOf(form: FormData, kind: CampaignCreateInput['kind']): FreeBetPart {
  if (kind !== 'freebet') return { freebet_kinds: null, freebet_sports: null, freebet_markets: null };
  const kinds = form.getAll('freebet_kinds').map(String) as (typeof FREE_BET_KINDS)[number][];
  const sports = value(form, 'freebet_sports')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return {
    freebet_kinds: kinds.length > 0 ? kinds : null,
    freebet_sports: sports.length > 0 ? sports : null,
    freebet_markets: (value(form, 'freebet_markets') || null) as CampaignCreateInput['freebet_markets'],
    deposit_trigger: (value(form, 'deposit_trigger') || null) as CampaignCreateInput['deposit_trigger'],
  };
}

/** The inputs. */
export function FreeBetFields() {
  return (
    <>
      <fieldset className="check">
        <legend>Bet kinds</legend>
        {FREE_BET_KINDS.map((k) => (
          <label key={k} className="check">
            <input type="checkbox" name="freebet_kinds" value={k} defaultChecked={k !== 'system'} /> {KIND_NAMES[k]}
          </label>
        ))}
      </fieldset>
      <label>
        Sports
        <input name="freebet_sports" placeholder="every sport, or sport ids e.g. 1, 3" />
      </label>
      <label>
        Pre-match / live
        <select name="freebet_markets" defaultValue="any">
          {FREE_BET_MARKETS.map((m) => (
            <option key={m} value={m}>
              {MARKET_NAMES[m]}
            </option>
          ))}
        </select>
      </label>
      <DepositTriggerField />
    </>
  );
}

/** A free-bet campaign's offer as the desk's list shows it. */
export function freeBetOffer(c: CampaignItem): string {
  const f = c.free_bet;
  if (!f) return '';
  const sports = f.sports === null ? 'every sport' : `sports ${f.sports.join(', ')}`;
  const trigger = c.deposit_trigger ? ` · ${c.deposit_trigger.replace('_', ' ')}` : '';
  return (
    `free bet ${c.max_usd} USD · ${f.kinds.join('/')} · odds ${c.min_odds_single}/${f.min_odds_leg}/` +
    `${f.min_odds_express} · ${MARKET_NAMES[f.markets].toLowerCase()} · ${sports} · ${c.valid_days} d${trigger}`
  );
}
