import type { MakeBetAnswer } from '@fairline/shared/wire/bets';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { checkMoneyAction, rgRefusalOf } from '../responsible-gambling/responsible-gambling.service';
import { refusal } from './coupon-answer';
import type { CouponContext } from './coupon-deps';

/**
 * Player protection's word on a stake (minor units of the coupon's currency), before any money moves:
 * blocks, the session-time limit, a due reality check, the loss and wager limits (ADR 0028). A
 * refusal is the spec's envelope with ErrorCode 105 and the reason as Error; undefined lets it go on.
 */
export async function protectionRefusal(
  ctx: CouponContext,
  bettor: { userId: number; sessionId?: string | undefined },
  stake: number,
  currencyId: number,
): Promise<MakeBetAnswer | undefined> {
  try {
    await checkMoneyAction(ctx.database, bettor.userId, 'bet', stake, { sessionId: bettor.sessionId, currencyId });
    return undefined;
  } catch (err) {
    const refused = rgRefusalOf(err);
    if (!refused) throw err;
    return refusal(refused.message, CouponErrorCode.bettingBlocked);
  }
}
