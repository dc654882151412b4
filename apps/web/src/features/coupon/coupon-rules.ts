import { bannedExpressFlags } from '@fairline/shared/coupon/banned-express';
import { CouponLimits } from '@fairline/shared/enums/limits';
import type { AcceptOddsChange, CouponType, Selection } from './coupon-types';

export type AddRefusal = 'maxEvents' | 'maxSystemEvents';

/** Events a coupon of this type may hold: 50, or 20 for systems and multis. */
export function maxEventsFor(type: CouponType): number {
  return type === 'system' ? CouponLimits.maxSystemEvents : CouponLimits.maxEvents;
}

/** Why one more selection cannot be added, or null when it can. */
export function addRefusal(count: number, type: CouponType): AddRefusal | null {
  if (count < maxEventsFor(type)) return null;
  return type === 'system' ? 'maxSystemEvents' : 'maxEvents';
}

/** Same-game legs (two outcomes of one match) cannot be combined in an express or a system. */
export function conflictFlags(selections: readonly Selection[]): boolean[] {
  return bannedExpressFlags(selections.map((s) => s.constId));
}

/** The coupon type a coupon of `count` legs can actually be; a single leg is always a single. */
export function effectiveType(type: CouponType, count: number): CouponType {
  if (count <= 1) return 'single';
  if (type === 'system' && count < 3) return 'express';
  return type;
}

/** System sizes k offered for n legs: 2 … n−1. */
export function systemSizes(count: number): number[] {
  return Array.from({ length: Math.max(0, count - 2) }, (_, i) => i + 2);
}

/** Whether a price change is taken without asking under the player's `checkCf` setting. */
export function acceptsChange(setting: AcceptOddsChange, from: number, to: number): boolean {
  if (setting === 2) return true;
  return setting === 1 && to >= from;
}
