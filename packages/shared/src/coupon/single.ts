import { type Minor, roundDownRatio } from '../money/minor';
import { FACTOR_SCALE, type Leg, scaledLegFactor } from './leg';

/** Single return: S·O when won, S when void, 0 when lost, and the Asian half results in between. */
export function singleReturn(stake: Minor, leg: Leg): Minor {
  return roundDownRatio({ num: BigInt(stake) * scaledLegFactor(leg), den: FACTOR_SCALE });
}
