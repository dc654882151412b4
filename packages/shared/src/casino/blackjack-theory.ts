/**
 * The exact expected value of our blackjack (BLACKJACK_RULES, infinite shoe) under the optimal
 * strategy, by recursion over totals: with an infinite shoe every card is 1/13 (tens 4/13) whatever
 * was dealt, so a hand is fully described by its total and softness. The dealer's final totals are
 * conditioned on no blackjack after the peek. Insurance is never taken (a ten is 4/13 < 1/3).
 * The same tables give the decision the bench plays.
 */
import {
  BLACKJACK_RULES,
  type BlackjackAction,
  type BlackjackState,
  type Card,
  cardValue,
  handTotal,
} from './blackjack';

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const p = (v: number) => (v === 10 ? 4 / 13 : 1 / 13);
const add = (total: number, soft: boolean, v: number): [number, boolean] => {
  let t = total + v;
  let s = soft;
  if (v === 1 && t + 10 <= 21) {
    t += 10;
    s = true;
  }
  if (t > 21 && s) {
    t -= 10;
    s = false;
  }
  return [t, s];
};

/** Dealer's final total (17–21, 22 = bust) given the up card's value, conditioned on no dealer blackjack. */
export function dealerFinal(up: number): Map<number, number> {
  const out = new Map<number, number>();
  const walk = (total: number, soft: boolean, prob: number, isHole: boolean) => {
    if (total >= 17 && !(total === 17 && soft && !BLACKJACK_RULES.dealerStandsOnSoft17)) {
      out.set(Math.min(total, 22), (out.get(Math.min(total, 22)) ?? 0) + prob);
      return;
    }
    const allowed = VALUES.filter((v) => !(isHole && ((up === 1 && v === 10) || (up === 10 && v === 1))));
    const mass = allowed.reduce((s, v) => s + p(v), 0);
    for (const v of allowed) walk(...add(total, soft, v), (prob * p(v)) / mass, false);
  };
  walk(...add(0, false, up), 1, true);
  return out;
}

type Table = { stand: number; hit: number; double: number; best: number };

/** EVs per unit of stake of every (total, soft) hand against an up card (dealer has no blackjack). */
export function playerTables(up: number): (total: number, soft: boolean) => Table {
  const dealer = dealerFinal(up);
  const stand = (t: number) => {
    if (t > 21) return -1;
    let ev = 0;
    for (const [d, q] of dealer) ev += q * (d > 21 || t > d ? 1 : t === d ? 0 : -1);
    return ev;
  };
  const memo = new Map<string, number>();
  const bestNoDouble = (t: number, soft: boolean): number => {
    if (t > 21) return -1;
    const key = `${t}${soft}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const ev = t === 21 ? stand(21) : Math.max(stand(t), hit(t, soft));
    memo.set(key, ev);
    return ev;
  };
  const hit = (t: number, soft: boolean) => VALUES.reduce((s, v) => s + p(v) * bestNoDouble(...add(t, soft, v)), 0);
  const double = (t: number, soft: boolean) => 2 * VALUES.reduce((s, v) => s + p(v) * stand(add(t, soft, v)[0]), 0);
  return (t, soft) => {
    const table = { stand: stand(t), hit: t >= 21 ? -1 : hit(t, soft), double: double(t, soft), best: 0 };
    table.best = Math.max(table.stand, table.hit, table.double);
    return table;
  };
}

/** EV of splitting a pair of value v (no resplit; split aces take one card; double after split). */
function splitEv(v: number, up: number): number {
  const tables = playerTables(up);
  return (
    2 *
    VALUES.reduce((s, c) => {
      const [t, soft] = add(...add(0, false, v), c);
      if (v === 1 && BLACKJACK_RULES.splitAcesGetOneCard) return s + p(c) * tables(t, soft).stand;
      return s + p(c) * (t === 21 ? tables(21, soft).stand : tables(t, soft).best);
    }, 0)
  );
}

/** The game's exact EV per unit of initial bet (negative: the house edge) and its RTP = 1 + EV. */
export function blackjackTheory(): { readonly ev: number; readonly rtp: number } {
  let ev = 0;
  for (const up of VALUES) {
    const dealerBj = up === 1 ? 4 / 13 : up === 10 ? 1 / 13 : 0;
    const tables = playerTables(up);
    for (const a of VALUES) {
      for (const b of VALUES) {
        const [t, soft] = add(...add(0, false, a), b);
        const prob = p(up) * p(a) * p(b);
        const isBj = t === 21;
        const noBj = isBj
          ? BLACKJACK_RULES.blackjackPays
          : Math.max(tables(t, soft).best, a === b ? splitEv(a, up) : -Infinity);
        ev += prob * (dealerBj * (isBj ? 0 : -1) + (1 - dealerBj) * noBj);
      }
    }
  }
  return { ev, rtp: 1 + ev };
}

const tableCache = new Map<number, (total: number, soft: boolean) => Table>();
const splitCache = new Map<string, number>();

/** The optimal decision for the hand being played (insurance declined). */
export function optimalAction(state: BlackjackState, allowed: readonly BlackjackAction[]): BlackjackAction {
  if (allowed.includes('noInsurance')) return 'noInsurance';
  const up = cardValue(state.dealer[0] as Card);
  const hand = state.hands.find((h) => !h.isDone);
  if (!hand) throw new RangeError('no hand to play');
  const tables = tableCache.get(up) ?? playerTables(up);
  tableCache.set(up, tables);
  const { total, isSoft } = handTotal(hand.cards);
  const t = tables(total, isSoft);
  const options: [BlackjackAction, number][] = [
    ['stand', t.stand],
    ['hit', t.hit],
  ];
  if (allowed.includes('double')) options.push(['double', t.double]);
  if (allowed.includes('split')) {
    const v = cardValue(hand.cards[0] as Card);
    const key = `${v}:${up}`;
    if (!splitCache.has(key)) splitCache.set(key, splitEv(v, up));
    options.push(['split', splitCache.get(key) as number]);
  }
  return options.reduce((best, o) => (o[1] > best[1] ? o : best))[0];
}
