// The answers of the bets history: amounts as decimals of the bet's currency, odds as decimals,
// times as ISO strings. `payout` is everything the bet has returned: its settlement plus cash-outs.
import { freeBetWinnings } from '@fairline/shared/bonus/free-bet-rules';
import type { LegResult } from '@fairline/shared/coupon/leg';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { BetDetails, BetItem, LegItem } from '@fairline/shared/wire/bet-history';
import type { CouponContext } from '../coupon/coupon.service';
import { type CashOutValue, cashOutValue, type SellableBet } from '../coupon/coupon.service';
import type { BetRow, LegRow } from './bet-history.repository';
import { betTypeOf } from './history-filter';
import { marketName, type NameBook, type NameLanguage } from './names';

const LEG_RESULTS: Record<string, LegItem['result']> = {
  open: 'open',
  won: 'won',
  lost: 'lost',
  void: 'void',
  halfWon: 'half_won',
  halfLost: 'half_lost',
};

const odds = (thousandths: number) => thousandths / 1000;

function moneyOf(currencyId: number) {
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  return (amount: number) => fromMinor(minor(amount), digits);
}

/** Whether the bet could be cashed out now (the coupon's own rule). */
export function isCashOutAvailable(ctx: CouponContext, bet: BetRow, legs: readonly LegRow[], userId: number): boolean {
  if (bet.status !== 'open') return false;
  const sellable: SellableBet = {
    id: bet.id,
    userId,
    vid: bet.vid,
    status: bet.status,
    stake: bet.stake,
    currencyId: bet.currencyId,
    tiedToAdvance: bet.isAdvance || bet.advanceOutstanding > 0,
    freeBet: bet.isFreeBet === true,
    legs: legs.map((l) => ({
      constId: l.constId,
      type: l.type,
      group: l.group,
      param: l.param,
      odds: l.odds,
      result: l.result as LegResult,
    })),
  };
  const value: CashOutValue = cashOutValue(ctx, sellable);
  return value.offered;
}

/** One row of the history list. */
export function betItem(bet: BetRow, cashOutAvailable: boolean): BetItem {
  const money = moneyOf(bet.currencyId);
  const k = bet.systemSizes[0];
  return {
    id: bet.id,
    placed_at: bet.createdAt.toISOString(),
    type: betTypeOf(bet.vid),
    ...(k !== undefined ? { k } : {}),
    stake: money(bet.originalStake),
    currency: currencyById(bet.currencyId)?.code ?? '',
    currency_id: bet.currencyId,
    odds: odds(bet.oddsTotal),
    potential_return: money(bet.potentialReturn),
    status: bet.status,
    // A free bet returned the player only its winnings (the stake was the house's, ADR 0071).
    payout: money(bet.isFreeBet ? freeBetWinnings(bet.originalStake, bet.payout) : bet.payout + bet.cashoutPaid),
    legs_count: bet.legsCount,
    cash_out_available: cashOutAvailable,
    is_advance: bet.isAdvance,
    advance_outstanding: money(bet.advanceOutstanding),
    // An auto bet waiting (status bid): the odds it is placed at.
    ...(bet.status === 'bid' && bet.autoBetCf !== null ? { auto_odds: odds(bet.autoBetCf) } : {}),
    ...(bet.isFreeBet ? { free_bet: true } : {}),
  };
}

/** The engine's current score of a game, when it is being played. */
export type LiveScoreOf = (gameId: number) => { home: number; away: number } | undefined;

// Only an open leg shows the score as it stands: a settled one shows its final score instead.
function liveScoreOf(leg: LegRow, live: LiveScoreOf | undefined): Pick<LegItem, 'live_score'> {
  const score = leg.result === 'open' ? live?.(leg.gameId) : undefined;
  return score ? { live_score: score } : {};
}

/** One leg of a bet's details, named in `lng`. */
export function legItem(leg: LegRow, names: NameBook, lng: NameLanguage, live?: LiveScoreOf): LegItem {
  const teams = names.teams(leg.constId, lng, leg.labels);
  const market = marketName(leg.group, leg.type, lng);
  const final = leg.gameResult?.status === 'finished' ? leg.gameResult.final : undefined;
  return {
    idx: leg.idx,
    game_id: leg.gameId,
    const_id: leg.constId,
    home: teams.home,
    away: teams.away,
    sport_id: leg.sportId,
    sport: names.sport(leg.sportId, lng),
    champ_id: leg.champId,
    champ: names.champ(leg.champId, lng),
    start_at: leg.startAt.toISOString(),
    market: { group: leg.group, group_name: market.group, type: leg.type, type_name: market.type },
    param: leg.param,
    player_id: leg.playerId,
    odds: odds(leg.odds),
    kind: leg.kind,
    is_banker: leg.isBanker,
    result: LEG_RESULTS[leg.result] ?? 'open',
    score: leg.result !== 'open' && final ? { home: final.home, away: final.away } : null,
    ...liveScoreOf(leg, live),
  };
}

/** A bet with every leg and what it returned. */
export function betDetails(
  bet: BetRow,
  legs: readonly LegRow[],
  cashOutAvailable: boolean,
  names: NameBook,
  lng: NameLanguage,
  live?: LiveScoreOf,
): BetDetails {
  const money = moneyOf(bet.currencyId);
  return {
    ...betItem(bet, cashOutAvailable),
    settled_at: bet.settledAt?.toISOString() ?? null,
    remaining_stake: money(bet.stake),
    cash_out_paid: money(bet.cashoutPaid),
    legs: legs.map((leg) => legItem(leg, names, lng, live)),
  };
}
