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
}

/**
 * Builds the bet request from the coupon at the odds the player accepted; an anti-express carries the
 * odds it was shown (`antiOdds`), so a lower price comes back as a change.
 */
export function toBetRequest(
  selections: readonly Selection[],
  type: CouponType,
  stake: string,
  systemSize: number,
  checkCf: AcceptOddsChange,
  { oneClick = false, antiOdds }: { oneClick?: boolean; antiOdds?: number | undefined } = {},
): BetRequest {
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
    expressNum: type === 'system' || type === 'multi' ? systemSize : 0,
    CheckCf: checkCf,
    live: selections.some((s) => s.kind === 1),
    OneClickBet: oneClick,
    ...(type === 'express' ? { isExpressBoost: true } : {}),
    ...(type === 'anti' && antiOdds ? { antiExpressCoef: antiOdds } : {}),
    ...(type === 'multi'
      ? { withLobby: true, eventsIndexes: selections.flatMap((s, i) => (s.banker ? [i] : [])) }
      : {}),
  };
}
