import { fitSystemSize } from './coupon-rules';
import { type AcceptOddsChange, COUPON_TYPE_VID, type CouponType, type Selection } from './coupon-types';

/** The coupon as the bet calls take it (`MakeBetWeb` body, wire casing of wire-format.md). */
export interface BetRequest {
  Events: {
    GameId: number;
    Type: number;
    Coef: number;
    Param: number;
    PlayerId: number;
    Kind: number;
    Expired: number;
  }[];
  Summ: number;
  Vid: number;
  /** k of a system. */
  expressNum: number;
  CheckCf: AcceptOddsChange;
  live: boolean;
  OneClickBet: boolean;
  /** An advance bet: staked with the credit GetAvance offers, not the balance. */
  avanceBet?: boolean;
  promo?: string;
  /** A bonus account's id: the stake comes from the bonus balance. */
  bonusId?: number;
  /** An auto bet (MakeBetBidWeb): placed once the odds reach this. */
  autoBetCf?: number;
  /** A multi-bet: its bankers ("lobby") by their index in `Events`. */
  withLobby?: boolean;
  eventsIndexes?: number[];
  /** An express asks for the express boost (a bonus on the winnings by the number of legs). */
  isExpressBoost?: boolean;
  /** An anti-express: the odds the player was shown (a lower price is refused as a change). */
  antiExpressCoef?: number;
  /** A live bet is dropped if a score changes while it waits in its live delay (a coupon setting). */
  dropOnScoreChange?: boolean;
  /** A pre-match pick whose match has kicked off is taken at the live odds (a coupon setting). */
  transformEventKind?: boolean;
}

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
