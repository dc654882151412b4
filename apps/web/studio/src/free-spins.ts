/**
 * The player's free spins of this slot (ADR 0064): how many are left (GET free-spins) and one played
 * (POST free-spins, a free bet of the platform's wallet at the reward's bet). A real session only.
 */
import type { StudioFreeSpinAnswer, StudioFreeSpinsAnswer } from '@fairline/shared/wire/casino-free-spins';
import { call } from './api';
import type { GameContext } from './context';
import { h } from './dom';

export type BonusSpins = {
  /** Spins left; 0 while unknown or in demo. */
  readonly left: () => number;
  /** The stake each spin plays for (minor units). */
  readonly bet: () => number;
  /** Plays one; `null` when refused (the message is shown and the count read again). */
  readonly play: () => Promise<StudioFreeSpinAnswer | null>;
};

async function readLeft(session: string): Promise<StudioFreeSpinsAnswer> {
  const response = await fetch('/studio-api/v1/free-spins', {
    headers: { authorization: `Bearer ${session}` },
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`free spins: HTTP ${response.status}`);
  return (await response.json()) as StudioFreeSpinsAnswer;
}

/** Shows the spins left under the game's options and calls `onChange` whenever the count changes. */
export function bonusSpins(ctx: GameContext, onChange: () => void): BonusSpins {
  let left = 0;
  let bet = 0;
  const badge = h('p', { class: 'note bonus-spins', 'data-testid': 'bonus-spins', hidden: true });
  ctx.options.append(badge);
  const show = () => {
    badge.hidden = left === 0;
    badge.textContent =
      left > 0 ? `${ctx.t('bonusSpinsLeft', { n: left })}. ${ctx.t('bonusSpinsNote', { amount: ctx.money(bet) })}` : '';
    onChange();
  };
  const refresh = async () => {
    try {
      ({ left, bet } = await readLeft(ctx.session));
    } catch {
      left = 0;
    }
    show();
  };
  if (ctx.mode === 'real') void refresh();
  return {
    left: () => left,
    bet: () => bet,
    async play() {
      try {
        const answer = await call<StudioFreeSpinAnswer>('/free-spins', {}, ctx.session);
        left = answer.free_spins_left;
        show();
        return answer;
      } catch (error) {
        ctx.showApiError(error);
        await refresh();
        return null;
      }
    },
  };
}
