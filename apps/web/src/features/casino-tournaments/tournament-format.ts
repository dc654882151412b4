import { formatMultiplierScore, prizeOf } from '@fairline/shared/casino/tournament-rules';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { formatMoney } from '@fairline/shared/money/format-money';
import type { Minor } from '@fairline/shared/money/minor';
import type { TournamentPrize, TournamentRule } from '@fairline/shared/wire/casino-tournaments';
import type { Translate } from '../../lib/i18n';

/** Minor units of a currency as the page writes money. */
export function moneyText(amount: number, currencyId: number, lang: string): string {
  const c = currencyById(currencyId);
  return formatMoney(amount as Minor, {
    currencySymbol: c?.symbol || c?.code || '',
    locale: lang,
    digits: c?.minorDigits ?? 2,
  });
}

/** A prize of a place in the viewer's currency, as the server pays it (its own amount, or USD converted). */
export function prizeText(prizes: readonly TournamentPrize[], place: number, currencyId: number, lang: string): string {
  const c = currencyById(currencyId);
  return c ? moneyText(prizeOf(prizes, place, currencyId, c), currencyId, lang) : '';
}

/** A score: points for a wager race, ×2.50 for a best multiplier. */
export function scoreText(rule: TournamentRule, score: number, t: Translate): string {
  return rule === 'multiplier' ? formatMultiplierScore(score) : t('tour.points', { count: score });
}

/** Time left as `2d 03:04:05` (days only when there are any). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
