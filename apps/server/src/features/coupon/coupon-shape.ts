// The structural rules of a coupon: how many events each type takes, a system's k, a multi's
// banker. A coupon that breaks one is refused with a readable error (Success:false).
import { combinations } from '@fairline/shared/coupon/combinations';
import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { MULTI_MIN_SYSTEM_EVENTS } from '@fairline/shared/coupon/multi';
import { CouponLimits } from '@fairline/shared/enums';
import type { CouponInput } from './coupon-input';

/** A coupon's type and structure as the bet math needs it. */
export interface CouponShape {
  vid: CouponVid;
  /** k of a system (or of a multi's system part). */
  size: number | undefined;
  /** Indexes of a multi's banker ("lobby") events. */
  banker: ReadonlySet<number>;
  /** Expresses a system or multi places: C(n,k); 1 otherwise. */
  combinations: number;
}

export type ShapeCheck = { ok: true; shape: CouponShape } | { ok: false; error: string };

const VIDS: ReadonlySet<number> = new Set(Object.values(CouponVid));
const isCombined = (vid: number) => vid === CouponVid.System || vid === CouponVid.Multi;

/** Checks the event counts (50 per coupon, 20 for systems and multis) and the type's own rules. */
export function checkShape(input: CouponInput): ShapeCheck {
  const n = input.events.length;
  if (!VIDS.has(input.vid)) return { ok: false, error: `Unknown coupon type ${input.vid}` };
  const vid = input.vid as CouponVid;
  if (n === 0) return { ok: false, error: 'The coupon is empty' };
  if (n > CouponLimits.maxEvents) {
    return { ok: false, error: `Too many events in the coupon: ${n}, at most ${CouponLimits.maxEvents}` };
  }
  if (isCombined(vid) && n > CouponLimits.maxSystemEvents) {
    return {
      ok: false,
      error: `Too many events for a system or multi-bet: ${n}, at most ${CouponLimits.maxSystemEvents}`,
    };
  }
  const none = new Set<number>();
  switch (vid) {
    case CouponVid.Single:
      return n === 1
        ? { ok: true, shape: { vid, size: undefined, banker: none, combinations: 1 } }
        : { ok: false, error: 'A single takes exactly one event' };
    case CouponVid.Express:
    case CouponVid.AntiExpress:
      return n >= 2
        ? { ok: true, shape: { vid, size: undefined, banker: none, combinations: 1 } }
        : { ok: false, error: 'An express takes at least two events' };
    case CouponVid.System:
      return systemShape(vid, input.expressNum, n, none);
    case CouponVid.Multi: {
      const banker = new Set(input.withLobby ? input.eventsIndexes : []);
      if ([...banker].some((i) => !Number.isInteger(i) || i < 0 || i >= n)) {
        return { ok: false, error: 'The banker (eventsIndexes) names events the coupon does not have' };
      }
      if (banker.size > 0 && n - banker.size < MULTI_MIN_SYSTEM_EVENTS) {
        return { ok: false, error: `A multi-bet needs at least ${MULTI_MIN_SYSTEM_EVENTS} events besides the banker` };
      }
      return systemShape(vid, input.expressNum, n - banker.size, banker);
    }
  }
}

function systemShape(vid: CouponVid, k: number | undefined, n: number, banker: ReadonlySet<number>): ShapeCheck {
  if (n < 3) return { ok: false, error: 'A system takes at least three events' };
  if (k === undefined || !Number.isInteger(k) || k < 2 || k >= n) {
    return { ok: false, error: `The system size (expressNum) must be from 2 to ${n - 1}` };
  }
  return { ok: true, shape: { vid, size: k, banker, combinations: combinations(n, k) } };
}
