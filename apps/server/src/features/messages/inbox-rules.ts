// Which events become inbox messages, as pure functions (docs/decisions/0031-messages-and-support.md).
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { MessageTemplate } from '@fairline/shared/wire/messages';

/**
 * A settled bet is worth a message when its stake or its return reaches this many US dollars: the
 * bets a player should not miss (a big win, a big loss) rather than every small single, which the
 * toast and the history already show.
 */
export const DEFAULT_BET_MESSAGE_THRESHOLD_USD = 50;

/** How a bet settled, as a message template; null for endings the player did themselves (sold, cancelled). */
export function betTemplate(status: string): Extract<MessageTemplate, 'bet_won' | 'bet_lost' | 'bet_void'> | null {
  if (status === 'won') return 'bet_won';
  if (status === 'lost') return 'bet_lost';
  if (status === 'void') return 'bet_void';
  return null;
}

/** An amount in minor units of `currencyId` as US dollars (the lookups' demo rates; unknown currency: as USD cents). */
export function toUsd(amount: number, currencyId: number): number {
  const currency = currencyById(currencyId);
  if (!currency) return amount / 100;
  return amount / 10 ** currency.minorDigits / currency.conversionCoefficient;
}

/** Whether a settled bet of this stake and return (minor units of `currencyId`) gets an inbox message. */
export function isBetWorthAMessage(
  bet: { stake: number; payout: number; currencyId: number },
  thresholdUsd: number,
): boolean {
  const largest = Math.max(bet.stake, bet.payout);
  return toUsd(largest, bet.currencyId) >= thresholdUsd;
}

/** One period's limit after a change: in force now, and a raise or removal waiting its 24 hours. */
export interface LimitAfterChange {
  inForce: number | null;
  pending: { amount: number | null; effectiveAt: Date } | null;
}

/**
 * The messages a limit change makes: a waiting raise or removal is told now (limit_pending) and again
 * when it applies (limit_applied, waiting until then); anything else is in force at once (limit_set).
 * A limit that was and stays absent says nothing.
 */
export function limitChangeMessages(
  after: LimitAfterChange,
): { template: 'limit_set' | 'limit_pending' | 'limit_applied'; amount: number | null; at: Date | null }[] {
  if (after.pending) {
    return [
      { template: 'limit_pending', amount: after.pending.amount, at: null },
      { template: 'limit_applied', amount: after.pending.amount, at: after.pending.effectiveAt },
    ];
  }
  if (after.inForce === null) return [];
  return [{ template: 'limit_set', amount: after.inForce, at: null }];
}
