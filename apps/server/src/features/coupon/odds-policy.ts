import type { FailInfo } from '@fairline/shared/wire/bets';
import type { CheckCf } from './coupon-input';
import type { PricedEvent } from './price-events';

export interface PolicyCheck {
  accepted: boolean;
  /** Odds changed in a way the policy refuses. */
  oddsChanged: boolean;
  /** A line is gone or moved (or a line game started). */
  lineChanged: boolean;
  failInfo: FailInfo[];
}

const thousandths = (coef: number) => Math.round(coef * 1000);

/**
 * The odds-change policy at acceptance: 0 exact odds only, 1 equal or higher, 2 any. A blocked or
 * finished event always refuses. Odds not sent (0) are taken as accepted at the current price.
 */
export function accepts(checkCf: CheckCf, sent: number, current: number): boolean {
  if (checkCf === 2 || sent <= 0) return true;
  return checkCf === 1 ? thousandths(current) >= thousandths(sent) : thousandths(current) === thousandths(sent);
}

/** Checks every event of a re-priced coupon against the player's policy. */
export function checkOddsPolicy(events: readonly PricedEvent[], checkCf: CheckCf): PolicyCheck {
  const failInfo: FailInfo[] = [];
  let oddsChanged = false;
  let lineChanged = false;
  for (const e of events) {
    const unavailable = e.block || e.finish;
    const refusedPrice = !unavailable && !accepts(checkCf, e.event.coef, e.coef);
    if (!unavailable && !refusedPrice) continue;
    oddsChanged ||= refusedPrice;
    lineChanged ||= e.lineChanged;
    failInfo.push({
      GameId: e.event.gameId,
      Type: e.event.type,
      Param: e.event.param ?? 0,
      Coef: e.outcome?.C ?? 0,
      CoefOld: e.event.coef,
      Block: e.block,
      Finish: e.finish,
    });
  }
  return { accepted: failInfo.length === 0, oddsChanged, lineChanged, failInfo };
}
