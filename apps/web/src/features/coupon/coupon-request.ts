import type { BetRequest } from '@fairline/shared/wire/coupon-request';
import { fitSystemSize } from './coupon-rules';
import { type AcceptOddsChange, COUPON_TYPE_VID, type CouponType, type Selection } from './coupon-types';

/** The coupon as the bet calls take it: the shared request type (packages/shared/src/wire/coupon-request.ts). */
export type { BetRequest } from '@fairline/shared/wire/coupon-request';

/** How the request is built beyond the coupon: one-click, an anti-express's odds, the player's bet settings. */
export interface BetRequestOptions {
  oneClick?: boolean;
  antiOdds?: number | undefined;
  /** Drop a live bet when the score changes during its acceptance (sent only with a live pick). */
  dropOnScoreChange?: boolean;
  /** Take a pre-match pick at the live odds if its match kicks off (sent only with a pre-match pick). */
  lineToLive?: boolean;
}

/**
 * Builds the bet request from the coupon at the odds the player accepted; an anti-express carries the
 * odds it was shown (`antiOdds`), so a lower price comes back as a change. The bet settings go only
 * where they can apply, so a request never carries an option that means nothing for it.
 */
export function toBetRequest(
  selections: readonly Selection[],
  type: CouponType,
  stake: string,
  systemSize: number,
  checkCf: AcceptOddsChange,
  { oneClick = false, antiOdds, dropOnScoreChange = false, lineToLive = false }: BetRequestOptions = {},
): BetRequest {
  const live = selections.some((s) => s.kind === 1);
  return {
    Events: selections.map((s) => ({
      GameId: s.gameId,
      Type: s.type,
      Coef: s.coef,
      Param: s.param,
      PlayerId: 0,
      Kind: s.kind,
      Expired: 0,
    })),
    Summ: Number(stake) || 0,
    Vid: COUPON_TYPE_VID[type],
    expressNum: type === 'system' || type === 'multi' ? fitSystemSize(systemSize, selections, type) : 0,
    CheckCf: checkCf,
    live,
    OneClickBet: oneClick,
    ...(type === 'express' ? { isExpressBoost: true } : {}),
    ...(type === 'anti' && antiOdds ? { antiExpressCoef: antiOdds } : {}),
    ...(dropOnScoreChange && live ? { dropOnScoreChange: true } : {}),
    ...(lineToLive && selections.some((s) => s.kind !== 1) ? { transformEventKind: true } : {}),
    ...(type === 'multi'
      ? { withLobby: true, eventsIndexes: selections.flatMap((s, i) => (s.banker ? [i] : [])) }
      : {}),
  };
}
