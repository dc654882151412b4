/**
 * Dice: roll = ⌊f·10001⌋ / 100, one of 10,001 values 0.00 … 100.00. The player bets "over" or
 * "under" a target; the multiplier is (100 − edge) / win chance, the chance read as the player sees
 * it (100 − target over, target under, in %).
 */
import type { FloatSource } from './fair';

/** Dice limits and house edge (percent). */
export const DiceRules = { edgePercent: 1, outcomes: 10_001, minChance: 0.01, maxChance: 98 } as const;

export type DiceBet = { readonly target: number; readonly direction: 'over' | 'under' };
export type DiceOutcome = { readonly roll: number; readonly isWin: boolean; readonly multiplier: number };

/** Target in hundredths (an integer 1 … 9999). */
function targetHundredths(target: number): number {
  const t = Math.round(target * 100);
  if (Math.abs(t - target * 100) > 1e-6 || t < 1 || t > 9999)
    throw new RangeError(`dice target must be 0.01 … 99.99: ${target}`);
  return t;
}

/** The win chance in percent as shown to the player. */
export function diceWinChance(bet: DiceBet): number {
  const t = targetHundredths(bet.target);
  const chance = bet.direction === 'over' ? 10_000 - t : t;
  if (chance < DiceRules.minChance * 100 || chance > DiceRules.maxChance * 100)
    throw new RangeError('dice win chance out of range');
  return chance / 100;
}

/** The payout multiplier (100 − edge) / chance. */
export function diceMultiplier(bet: DiceBet): number {
  return (100 - DiceRules.edgePercent) / diceWinChance(bet);
}

/** The roll from the bet's first float. */
export function diceRoll(source: FloatSource): number {
  return Math.floor(source.at(0) * DiceRules.outcomes) / 100;
}

/** Plays a dice bet: over wins when roll > target, under when roll < target. */
export function playDice(source: FloatSource, bet: DiceBet): DiceOutcome {
  const multiplier = diceMultiplier(bet);
  const roll = diceRoll(source);
  const rollH = Math.round(roll * 100);
  const t = targetHundredths(bet.target);
  const isWin = bet.direction === 'over' ? rollH > t : rollH < t;
  return { roll, isWin, multiplier: isWin ? multiplier : 0 };
}

/** Exact RTP of any dice bet: the win chance over 10,001 rolls is (chance·100)/10001, so 9900/10001. */
export function diceRtp(bet: DiceBet): number {
  const winning = Math.round(diceWinChance(bet) * 100);
  return (winning / DiceRules.outcomes) * diceMultiplier(bet);
}
