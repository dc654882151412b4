// What the coupon needs to know about the engine's markets: the group of an outcome type, labels,
// and the de-margined probability of an offered outcome (cash-out's p̂).
import { G, MARKET_GROUPS } from '../../trading/pricing/groups';
import { type MarginMethod, removeMargin } from '../../trading/pricing/margin';
import type { GameMarkets, Outcome } from '../../trading/types';

const groupOfType = new Map<number, number>();
const typeName = new Map<number, string>();
const groupName = new Map<number, string>();
for (const group of MARKET_GROUPS) {
  groupName.set(group.G, group.name.en);
  for (const type of group.types) {
    groupOfType.set(type.T, group.G);
    typeName.set(type.T, type.name.en);
  }
}

/** The market group (G) of an outcome type (T); every T belongs to exactly one group. */
export function groupOf(type: number): number | undefined {
  return groupOfType.get(type);
}

/** English market and outcome names, stored on a leg as accepted. */
export function marketLabels(group: number, type: number): { market: string; outcome: string } {
  return { market: groupName.get(group) ?? `G${group}`, outcome: typeName.get(type) ?? `T${type}` };
}

const HANDICAP_GROUPS: ReadonlySet<number> = new Set([G.handicap, G.setHandicap]);
const TOTAL_GROUPS: ReadonlySet<number> = new Set([G.total, G.teamTotal1, G.teamTotal2, G.halfTimeTotal, G.setTotal]);

// The outcomes priced together with `outcome`: a handicap's other side at −h, a total's other side
// at the same line, else the whole (exclusive) market.
function lineOf(outcomes: readonly Outcome[], outcome: Outcome): Outcome[] {
  const p = outcome.P ?? 0;
  if (HANDICAP_GROUPS.has(outcome.G))
    return outcomes.filter((o) => (o.T === outcome.T ? (o.P ?? 0) === p : (o.P ?? 0) === -p));
  if (TOTAL_GROUPS.has(outcome.G)) return outcomes.filter((o) => (o.P ?? 0) === p);
  return [...outcomes];
}

/**
 * The de-margined probability p̂ of an offered outcome: the margin removed over the outcomes of its
 * line. A one-outcome line (double chance) is de-margined by `singleOutcomeMargin`.
 */
export function fairProbability(
  markets: GameMarkets,
  outcome: Outcome,
  method: MarginMethod,
  singleOutcomeMargin: number,
): number {
  const group = markets.groups.find((g) => g.G === outcome.G);
  const siblings = G.doubleChance === outcome.G ? [outcome] : lineOf(group?.outcomes ?? [], outcome);
  const index = siblings.findIndex((o) => o.T === outcome.T && (o.P ?? 0) === (outcome.P ?? 0));
  if (siblings.length < 2 || index < 0) return Math.min(1, 1 / (outcome.C * (1 + singleOutcomeMargin)));
  return (
    removeMargin(
      siblings.map((o) => o.C),
      method,
    )[index] ?? 0
  );
}
