import { bannedExpressFlags } from '@fairline/shared/coupon/banned-express';
import { MULTI_MIN_SYSTEM_EVENTS } from '@fairline/shared/coupon/multi';
import { CouponLimits } from '@fairline/shared/enums/limits';
import type { AcceptOddsChange, CouponType, Selection } from './coupon-types';

export type AddRefusal = 'maxEvents' | 'maxSystemEvents';

const isCombined = (type: CouponType) => type === 'system' || type === 'multi';

/** Events a coupon of this type may hold: 50, or 20 for systems and multis. */
export function maxEventsFor(type: CouponType): number {
  return isCombined(type) ? CouponLimits.maxSystemEvents : CouponLimits.maxEvents;
}

/** Why one more selection cannot be added, or null when it can. */
export function addRefusal(count: number, type: CouponType): AddRefusal | null {
  if (count < maxEventsFor(type)) return null;
  return isCombined(type) ? 'maxSystemEvents' : 'maxEvents';
}

/** A multi-bet holds a banker and a system of at least three other events. */
export const MULTI_MIN_EVENTS = MULTI_MIN_SYSTEM_EVENTS + 1;

/** What keeps a multi-bet's bankers from standing: none marked, or too few events left for the system. */
export function bankerIssue(selections: readonly Selection[]): 'noBanker' | 'fewOthers' | null {
  const bankers = selections.filter((s) => s.banker).length;
  if (bankers === 0) return 'noBanker';
  return selections.length - bankers < MULTI_MIN_SYSTEM_EVENTS ? 'fewOthers' : null;
}

/** Same-game legs (two outcomes of one match) cannot be combined in an express or a system. */
export function conflictFlags(selections: readonly Selection[]): boolean[] {
  return bannedExpressFlags(selections.map((s) => s.constId));
}

/** The coupon type a coupon of `count` legs can actually be; a single leg is always a single. */
export function effectiveType(type: CouponType, count: number): CouponType {
  if (count <= 1) return 'single';
  if (type === 'multi' && count < MULTI_MIN_EVENTS) return count < 3 ? 'express' : 'system';
  if (type === 'system' && count < 3) return 'express';
  return type;
}

/**
 * The system size a slip stands for: the chosen k brought into 2 … n−1 for its n system legs (the
 * selections that are not bankers of a multi-bet). The stored k may be one the slip has outgrown (a
 * system chosen over five selections, two of them since removed); the quote, the bet and the saved
 * coupon all use this one.
 */
export function fitSystemSize(systemSize: number, selections: readonly { banker?: boolean }[], type: string): number {
  const over = type === 'multi' ? selections.filter((s) => !s.banker).length : selections.length;
  return Math.min(Math.max(2, systemSize), over - 1);
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
