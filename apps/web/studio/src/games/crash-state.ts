/**
 * The crash room as the frame knows it: the snapshot of `casino:crash:<room>` and the changes that
 * follow (phase changes, bets, cash-outs, busts). Clients draw the curve from the start time alone;
 * `offset` maps the local clock onto the server's.
 */

import { verifyCrashChain } from '@fairline/shared/casino/crash';
import { multiplierAt } from '@fairline/shared/casino/crash-live';
import type { CrashChange, CrashPastRound, CrashSnapshot } from '@fairline/shared/wire/casino-crash';

export type CrashView = CrashSnapshot & { readonly offset: number };

/** A snapshot as received at local time `localNow`. */
export const fromSnapshot = (snap: CrashSnapshot, localNow: number): CrashView => ({
  ...snap,
  offset: snap.now - localNow,
});

/** The view after one change of the room. */
export function applyChange(view: CrashView, change: CrashChange): CrashView {
  switch (change.t) {
    case 'crash:betting':
      return {
        ...view,
        round: change.round,
        phase: 'betting',
        betting_ends_at: change.betting_ends_at,
        started_at: change.started_at,
        point: null,
        bets: [],
      };
    case 'crash:flight':
      return change.round === view.round ? { ...view, phase: 'flight', started_at: change.started_at } : view;
    case 'crash:bet':
      if (change.round !== view.round || view.bets.some((b) => b.id === change.bet.id)) return view;
      return { ...view, bets: [...view.bets, change.bet] };
    case 'crash:cashout':
      return {
        ...view,
        bets: view.bets.map((b) => (b.id === change.bet ? { ...b, cash_out: change.cash_out, win: change.win } : b)),
      };
    case 'crash:bust':
      if (change.round !== view.round) return { ...view, history: addPast(view.history, change.past) };
      return {
        ...view,
        phase: 'busted',
        point: change.past.point,
        bets: view.bets.map((b) => (b.win === null ? { ...b, win: 0 } : b)),
        history: addPast(view.history, change.past),
      };
  }
}

const addPast = (history: readonly CrashPastRound[], past: CrashPastRound) =>
  [past, ...history.filter((r) => r.round !== past.round)].slice(0, 20);

/** Where the round stands at local time `localNow`: the phase and the multiplier the curve shows. */
export function standing(view: CrashView, localNow: number): { phase: CrashView['phase']; multiplier: number } {
  const elapsed = localNow + view.offset - view.started_at;
  if (view.phase === 'busted') return { phase: 'busted', multiplier: view.point ?? 1 };
  if (elapsed < 0) return { phase: 'betting', multiplier: 1 };
  return { phase: 'flight', multiplier: multiplierAt(elapsed, view.rate_per_ms) };
}

/**
 * What a past round's hash is checked against: the hash revealed for the round before it (same chain,
 * the next older in the list), or the chain's published commitment; null when neither is at hand.
 */
export function chainParent(view: CrashView, index: number): string | null {
  const round = view.history[index];
  if (!round) return null;
  const older = view.history[index + 1];
  if (older && older.round === round.round - 1 && older.salt === round.salt) return older.hash;
  return verifyCrashChain([round.hash], view.commitment) ? view.commitment : null;
}

/** Whether the listed rounds chain: each revealed hash hashes to the one revealed before it. */
export function historyChains(view: CrashView): boolean {
  return view.history.every((round, i) => {
    const parent = chainParent(view, i);
    return parent === null || verifyCrashChain([round.hash], parent);
  });
}
