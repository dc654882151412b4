// The rows a placed bet is stored as: the bet (type, totals, options) and every leg as accepted.
import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { marketLabels } from './markets';
import type { PricedCoupon } from './pricing';

/** The `p_bet` argument of place_bet. */
export interface BetRowInput {
  vid: number;
  system_sizes: number[] | null;
  kind: 'line' | 'live' | 'mixed';
  potential_return: number;
  odds_total: number;
  is_express_boost: boolean;
  anti_express_margin: number | null;
  promo_code: string | null;
  promo_boost_percent: number | null;
  auto_bet_cf: number | null;
}

/** One element of the `p_legs` argument of place_bet. */
export interface LegRowInput {
  idx: number;
  game_id: number;
  const_id: number;
  sport_id: number;
  champ_id: number;
  start_ms: number;
  type: number;
  market_group: number;
  param: number | null;
  player_id: number;
  odds: number;
  kind: 'line' | 'live';
  is_banker: boolean;
  labels: Record<string, string>;
  extra: Record<string, unknown>;
}

/** Legs as accepted, at the odds now (or at `oddsOverride`, an auto bet's target). */
export function legRows(priced: PricedCoupon, oddsOverride?: number): LegRowInput[] {
  return priced.events.map((e, idx) => {
    const game = e.game;
    const group = e.group ?? 0;
    if (!game) throw new Error('a leg without its game cannot be stored');
    return {
      idx,
      game_id: e.transformed ? game.id : e.event.gameId,
      const_id: game.constId,
      sport_id: game.sportId,
      champ_id: game.champId,
      start_ms: game.start,
      type: e.event.type,
      market_group: group,
      param: e.event.param ?? null,
      player_id: e.event.playerId,
      odds: oddsOverride ?? Math.round(e.coef * 1000),
      kind: e.kind,
      is_banker: priced.shape.banker.has(idx),
      labels: { home: game.home.name.en, away: game.away.name.en, ...marketLabels(group, e.event.type) },
      extra: e.listedScores ? { listedScores: e.listedScores } : {},
    };
  });
}

/** The bet row's totals and options. */
export function betRow(
  priced: PricedCoupon,
  opts: {
    potentialReturn: number;
    antiExpressMargin: number;
    promo: { code: string; percent: number } | null;
    autoBetCf: number | null;
  },
): BetRowInput {
  const kinds = new Set(priced.events.map((e) => e.kind));
  const vid = priced.shape.vid;
  return {
    vid,
    system_sizes: priced.shape.size === undefined ? null : [priced.shape.size],
    kind: kinds.size > 1 ? 'mixed' : kinds.has('live') ? 'live' : 'line',
    potential_return: opts.potentialReturn,
    odds_total: priced.totals.totalOdds1000,
    is_express_boost: vid === CouponVid.Express && priced.input.isExpressBoost,
    anti_express_margin: vid === CouponVid.AntiExpress ? opts.antiExpressMargin : null,
    promo_code: opts.promo?.code ?? null,
    promo_boost_percent: opts.promo?.percent ?? null,
    auto_bet_cf: opts.autoBetCf,
  };
}
