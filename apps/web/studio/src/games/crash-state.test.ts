import { crashPoint, createCrashChain } from '@fairline/shared/casino/crash';
import type { CrashSnapshot } from '@fairline/shared/wire/casino-crash';
import { describe, expect, it } from 'vitest';
import { applyChange, chainParent, fromSnapshot, historyChains, standing } from './crash-state';

const chain = createCrashChain('frame-test-seed', 4);
const salt = 'public-salt';
const past = (i: number) => {
  const hash = chain.rounds[i] as string;
  const p = crashPoint(hash, salt);
  return { round: i + 1, point: p.point, hash, result_hash: p.resultHash, salt };
};
const snap: CrashSnapshot = {
  t: 'crash',
  room: 'main',
  round: 3,
  phase: 'betting',
  betting_ends_at: 10_000,
  started_at: 10_000,
  rate_per_ms: 0.00006,
  now: 9_000,
  point: null,
  commitment: chain.commitment,
  salt,
  bets: [],
  history: [past(1), past(0)],
};
const bet = {
  id: 'b1',
  player: 'abc123',
  stake: 100,
  currency: 'EUR',
  digits: 2,
  auto_cash_out: null,
  cash_out: null,
  win: null,
};

describe('the crash frame’s view of the room', () => {
  it('draws the curve from the start time on the server clock, whatever the local clock says', () => {
    const view = fromSnapshot(snap, 1_000);
    expect(standing(view, 1_500)).toEqual({ phase: 'betting', multiplier: 1 });
    expect(standing(view, 2_000 + Math.ceil(Math.log(2) / 0.00006))).toEqual({ phase: 'flight', multiplier: 2 });
  });

  it('follows bets, cash-outs and the bust; a bet not cashed out is lost', () => {
    let view = fromSnapshot(snap, 9_000);
    view = applyChange(view, { t: 'crash:bet', round: 3, bet });
    view = applyChange(view, { t: 'crash:bet', round: 3, bet: { ...bet, id: 'b2' } });
    view = applyChange(view, { t: 'crash:bet', round: 3, bet });
    view = applyChange(view, { t: 'crash:flight', round: 3, started_at: 10_000 });
    view = applyChange(view, { t: 'crash:cashout', round: 3, bet: 'b1', cash_out: 1.5, win: 150 });
    view = applyChange(view, { t: 'crash:bust', round: 3, at: 20_000, past: past(2) });
    expect(view.phase).toBe('busted');
    expect(view.bets.map((b) => [b.id, b.cash_out, b.win])).toEqual([
      ['b1', 1.5, 150],
      ['b2', null, 0],
    ]);
    expect(view.history.map((r) => r.round)).toEqual([3, 2, 1]);
    view = applyChange(view, { t: 'crash:betting', round: 4, betting_ends_at: 30_000, started_at: 30_000 });
    expect(view).toMatchObject({ round: 4, phase: 'betting', bets: [], point: null });
  });

  it('checks each revealed hash against the one revealed before it, the first against the commitment', () => {
    const view = fromSnapshot({ ...snap, history: [past(2), past(1), past(0)] }, 0);
    expect(chainParent(view, 0)).toBe(chain.rounds[1]);
    expect(chainParent(view, 2)).toBe(chain.commitment);
    expect(historyChains(view)).toBe(true);
    const forged = fromSnapshot({ ...snap, history: [{ ...past(2), hash: 'ab'.repeat(32) }, past(1)] }, 0);
    expect(historyChains(forged)).toBe(false);
  });
});
