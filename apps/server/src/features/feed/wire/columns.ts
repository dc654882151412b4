// Lays a market group's outcomes out in display columns (`GE[].E`): one column per outcome type in
// the group's order; score markets (one type, the score in P) by home win / draw / away win.
import { MARKET_GROUPS } from '../../../trading/pricing/groups';
import type { Outcome } from '../../../trading/types';

const TYPE_ORDER = new Map(MARKET_GROUPS.map((g) => [g.G, g.types.map((t) => t.T)]));
export const SHORT_GROUP = new Map(MARKET_GROUPS.flatMap((g) => (g.GS ? [[g.G, g.GS] as const] : [])));

/** Score outcomes carry P = home + away / 1000. */
const SCORE_TYPES = new Set([731, 1041]);

function scoreColumn(o: Outcome): number {
  if (!SCORE_TYPES.has(o.T)) return 1;
  const p = o.P ?? 0;
  const home = Math.floor(p + 1e-9);
  const away = Math.round((p - home) * 1000);
  return home > away ? 0 : home === away ? 1 : 2;
}

export function columnsOf<T extends Outcome>(G: number, outcomes: readonly T[]): T[][] {
  const types = TYPE_ORDER.get(G) ?? [...new Set(outcomes.map((o) => o.T))];
  if (outcomes.some((o) => SCORE_TYPES.has(o.T))) {
    const cols: T[][] = [[], [], []];
    for (const o of outcomes) cols[scoreColumn(o)]?.push(o);
    return cols.filter((c) => c.length > 0);
  }
  const cols = types.map((t) => outcomes.filter((o) => o.T === t));
  const known = new Set(types);
  const rest = outcomes.filter((o) => !known.has(o.T));
  if (rest.length > 0) cols.push(rest);
  return cols.filter((c) => c.length > 0);
}
