// The welcome offers a newcomer may choose at registration, the "no bonus" choice last. The id is
// the bonus kind (bonus-types), so the cancel choice carries -1 as the spec has it.
import { BonusType } from '@fairline/shared/lookups/bonus-types';

export interface WelcomeBonus {
  id: number;
  /** Translation key of the offer's description; empty for the cancel choice. */
  info: string;
  bonusCode: string;
  /** Percent of the first deposit added as bonus, and its cap in US dollars (converted per currency). */
  percent: number;
  maxUsd: number;
}

export const WELCOME_BONUSES: readonly WelcomeBonus[] = [
  { id: BonusType.Sport, info: 'registration.bonus.sport.info', bonusCode: 'WELCOME_SPORT', percent: 100, maxUsd: 100 },
  {
    id: BonusType.Casino,
    info: 'registration.bonus.casino.info',
    bonusCode: 'WELCOME_CASINO',
    percent: 100,
    maxUsd: 300,
  },
  { id: BonusType.Cancel, info: '', bonusCode: 'NO_BONUS', percent: 0, maxUsd: 0 },
];

/** Welcome bonuses; the one a promo link names (`bonus`, by code or kind) comes first, i.e. preselected. */
export function welcomeBonuses(preferred?: string): WelcomeBonus[] {
  const list = [...WELCOME_BONUSES];
  if (preferred === undefined) return list;
  const wanted = preferred.trim().toUpperCase();
  const index = list.findIndex((b) => b.bonusCode === wanted || String(b.id) === wanted);
  if (index > 0) list.unshift(...list.splice(index, 1));
  return list;
}

/** The bonus a submitted choice names, or undefined for an unknown one. */
export function welcomeBonusById(id: number): WelcomeBonus | undefined {
  return WELCOME_BONUSES.find((b) => b.id === id);
}
