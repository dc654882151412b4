// The free-spins part of the marketing desk's campaign form (ADR 0064 "The desk's free-spins campaigns"):
// the slot, how many spins and the value of each, and whether a deposit grants them.
import {
  type CampaignCreateInput,
  DEPOSIT_TRIGGERS,
  FREE_SPIN_GAMES,
  SpinLimits,
} from '@fairline/shared/wire/backoffice-marketing';

const GAME_NAMES: Record<(typeof FREE_SPIN_GAMES)[number], string> = {
  'orchard-stars': 'Orchard Stars',
  'sunstone-ways': 'Sunstone Ways',
};
const TRIGGER_NAMES: Record<(typeof DEPOSIT_TRIGGERS)[number], string> = {
  first_deposit: 'With a first deposit (a welcome bonus chosen)',
  redeposit: 'With a later deposit',
};

export const SPIN_FIELD_LABELS: Record<string, string> = {
  spin_game: 'Slot',
  spin_count: 'Number of spins',
  spin_bet_cents: 'Value of a spin (US cents)',
  deposit_trigger: 'Granted by a deposit',
};

const value = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The spin fields of the request (null for every other kind: the schema refuses spins elsewhere). */
export function spinsOf(
  form: FormData,
  kind: CampaignCreateInput['kind'],
): Pick<CampaignCreateInput, 'spin_game' | 'spin_count' | 'spin_bet_cents' | 'deposit_trigger'> {
  if (kind !== 'freespins') return { spin_game: null, spin_count: null, spin_bet_cents: null, deposit_trigger: null };
  const num = (name: string) => (value(form, name) === '' ? null : Number(value(form, name)));
  const trigger = value(form, 'deposit_trigger');
  return {
    spin_game: (value(form, 'spin_game') || null) as CampaignCreateInput['spin_game'],
    spin_count: num('spin_count'),
    spin_bet_cents: num('spin_bet_cents'),
    deposit_trigger: (trigger || null) as CampaignCreateInput['deposit_trigger'],
  };
}

/** The inputs; wagering on the winnings, dates, audience and code are the form's common fields. */
export function SpinFields() {
  return (
    <>
      <label>
        Slot
        <select name="spin_game" defaultValue={FREE_SPIN_GAMES[0]}>
          {FREE_SPIN_GAMES.map((g) => (
            <option key={g} value={g}>
              {GAME_NAMES[g]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Number of spins
        <input name="spin_count" type="number" min={1} max={SpinLimits.countMax} defaultValue="10" />
      </label>
      <label>
        Value of a spin (US cents)
        <input name="spin_bet_cents" type="number" min={1} max={SpinLimits.betCentsMax} defaultValue="100" />
      </label>
      <DepositTriggerField />
    </>
  );
}

/** Whether a deposit grants the campaign (free spins and free bets alike). */
export function DepositTriggerField() {
  return (
    <label>
      Granted by a deposit
      <select name="deposit_trigger" defaultValue="">
        <option value="">No (a promo code or a staff grant)</option>
        {DEPOSIT_TRIGGERS.map((t) => (
          <option key={t} value={t}>
            {TRIGGER_NAMES[t]}
          </option>
        ))}
      </select>
    </label>
  );
}
