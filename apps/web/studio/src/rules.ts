/**
 * A game's rules panel: the published RTP and house edge (CASINO_RTP) and the numbers its rules
 * text is filled with, read from the shared maths so the panel never disagrees with the server.
 */
import { BLACKJACK_RULES } from '@fairline/shared/casino/blackjack';
import { DiceRules } from '@fairline/shared/casino/dice';
import { MinesRules } from '@fairline/shared/casino/mines';
import { PlinkoRows } from '@fairline/shared/casino/plinko';
import { type RouletteBet, roulettePayout } from '@fairline/shared/casino/roulette';
import { CASINO_RTP } from '@fairline/shared/casino/rtp';
import type { MessageKey } from './i18n';
import type { StudioGameSlug } from './launch';

/** A ratio such as 1.5 → "3:2", 2 → "2:1". */
export function formatRatio(value: number): string {
  for (let den = 1; den <= 10; den++) {
    const num = value * den;
    if (Math.abs(num - Math.round(num)) < 1e-9) return `${Math.round(num)}:${den}`;
  }
  return `${value}:1`;
}

/** A probability as a percentage with three decimals, e.g. 0.98990 → "98.990 %". */
export const formatPercent = (value: number): string => `${(value * 100).toFixed(3)} %`;

export type GameRules = {
  readonly rtp: string;
  readonly edge: string;
  readonly text: MessageKey;
  readonly values: Readonly<Record<string, string | number>>;
};

const RULE_TEXT: Readonly<Record<StudioGameSlug, MessageKey>> = {
  dice: 'rulesDice',
  roulette: 'rulesRoulette',
  blackjack: 'rulesBlackjack',
  mines: 'rulesMines',
  plinko: 'rulesPlinko',
  'orchard-stars': 'rulesSlot',
  'sunstone-ways': 'rulesSlot',
  crash: 'rulesCrash',
};

function ruleValues(game: StudioGameSlug): Record<string, string | number> {
  switch (game) {
    case 'dice':
      return { min: DiceRules.minChance, max: DiceRules.maxChance, x: 100 - DiceRules.edgePercent };
    case 'blackjack':
      return { bj: formatRatio(BLACKJACK_RULES.blackjackPays), ins: formatRatio(BLACKJACK_RULES.insurancePays) };
    case 'mines':
      return { tiles: MinesRules.tiles, min: MinesRules.minMines, max: MinesRules.maxMines, keep: 1 - MinesRules.edge };
    case 'plinko':
      return { min: PlinkoRows.min, max: PlinkoRows.max };
    default:
      return {};
  }
}

/** The rules panel's facts for a game. */
export function gameRules(game: StudioGameSlug): GameRules {
  const rtp = CASINO_RTP[game].rtp;
  return { rtp: formatPercent(rtp), edge: formatPercent(1 - rtp), text: RULE_TEXT[game], values: ruleValues(game) };
}

/** Roulette's payout table, one row per kind of bet, from the shared maths ("35:1" for a straight). */
export function roulettePayouts(): { readonly kind: RouletteBet['kind']; readonly pays: string }[] {
  const examples: RouletteBet[] = [
    { kind: 'straight', numbers: [17] },
    { kind: 'split', numbers: [17, 20] },
    { kind: 'street', numbers: [16, 17, 18] },
    { kind: 'corner', numbers: [16, 17, 19, 20] },
    { kind: 'sixLine', numbers: [16, 17, 18, 19, 20, 21] },
    { kind: 'dozen', index: 2 },
    { kind: 'column', index: 2 },
    { kind: 'red' },
  ];
  return examples.map((bet) => ({ kind: bet.kind, pays: formatRatio(roulettePayout(bet) - 1) }));
}
