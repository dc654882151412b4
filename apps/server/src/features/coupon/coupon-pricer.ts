import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import type { CouponContext } from './coupon-deps';
import type { CouponInput } from './coupon-input';
import { cachedCurrency, cachedRiskLimits } from './place-cache';
import { type PricedCoupon, type Pricing, priceCoupon } from './pricing';

/**
 * Prices a coupon for placing, as often as needed (before and after the live delay), in the player's
 * active currency (also returned: the bet row carries it) and risk limits as cached for placing.
 * With `dropOnScoreChange`, a later pricing is refused when the score of one of the coupon's live
 * games differs from the first pricing's: the bet waited in its delay while the game changed.
 */
export async function couponPricer(ctx: CouponContext, input: CouponInput, userId: number) {
  const [currencyId, limits] = await Promise.all([
    cachedCurrency(ctx.database, userId),
    cachedRiskLimits(ctx.database, userId),
  ]);
  let firstScores: Map<number, string> | undefined;
  const price = (): Pricing => {
    const pricing = priceCoupon(input, {
      engine: ctx.engine,
      now: ctx.clock.now(),
      limits,
      antiExpressMargin: ctx.settings.antiExpressMargin,
      currencyId,
    });
    if (!pricing.ok || !input.dropOnScoreChange) return pricing;
    const scores = liveScoresOf(pricing.priced);
    if (firstScores === undefined) {
      firstScores = scores;
      return pricing;
    }
    return scoreChanged(firstScores, scores) ? SCORE_CHANGED : pricing;
  };
  return { price, currencyId };
}

const SCORE_CHANGED: Pricing = {
  ok: false,
  error: 'The score changed while the bet waited for acceptance, and the bet asked to be dropped then',
  errorCode: CouponErrorCode.scoreChanged,
};

/** The full score (`SC.FS`) of every live game of the coupon, by the game's const id. */
export function liveScoresOf(priced: PricedCoupon): Map<number, string> {
  const scores = new Map<number, string>();
  for (const e of priced.events) {
    const score = e.game?.phase === 'live' ? e.game.SC?.FS : undefined;
    if (e.game && score) scores.set(e.game.constId, `${score.S1}:${score.S2}`);
  }
  return scores;
}

/** Whether a game scored between two pricings (a game that left play is refused for that, as finished). */
function scoreChanged(before: ReadonlyMap<number, string>, after: ReadonlyMap<number, string>): boolean {
  for (const [game, score] of before) {
    const now = after.get(game);
    if (now !== undefined && now !== score) return true;
  }
  return false;
}
