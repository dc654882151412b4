import { createCrashChain } from '@fairline/shared/casino/crash';
import { describe, expect, it } from 'vitest';
import { type Outcome, parseStakes, type VerifyInput, verifyRound } from './verify-outcome';

// The shared maths' known seed triple (packages/shared/src/casino/*.test.ts).
const SEED = 'fairline-server-seed-1';
const HASH = 'afc2d9966f712c87850a61861184fb3966c46e064e54840cddf04a3feb50a8c3';
const base = { serverSeed: SEED, serverSeedHash: HASH, clientSeed: 'player-client-seed', nonce: '0' };
const run = (input: Partial<VerifyInput> & Pick<VerifyInput, 'game' | 'params'>) => verifyRound({ ...base, ...input });
const outcome = (input: Partial<VerifyInput> & Pick<VerifyInput, 'game' | 'params'>): Outcome => {
  const result = run(input);
  if (!result.ok) throw new Error(result.error);
  return result.outcome;
};

describe('the verifier recomputes a round in the browser with the studio’s maths', () => {
  it('checks the revealed server seed against the hash shown before play', () => {
    expect(run({ game: 'dice', params: { target: '50', direction: 'over' } })).toMatchObject({
      ok: true,
      seedMatches: true,
    });
    expect(
      run({ game: 'dice', serverSeedHash: HASH.toUpperCase(), params: { target: '50', direction: 'over' } }),
    ).toMatchObject({ seedMatches: true });
    expect(
      run({ game: 'dice', serverSeed: 'another-seed', params: { target: '50', direction: 'over' } }),
    ).toMatchObject({ ok: true, seedMatches: false });
    expect(run({ game: 'dice', serverSeedHash: '', params: { target: '50', direction: 'over' } })).toMatchObject({
      seedMatches: null,
    });
  });

  it('rolls dice 23.97, 0.53, 16.25 for nonces 0–2; under 50 wins ×1.98', () => {
    const rolls = ['0', '1', '2'].map((nonce) => {
      const o = outcome({ game: 'dice', nonce, params: { target: '50', direction: 'over' } });
      return o.game === 'dice' ? o.result.roll : null;
    });
    expect(rolls).toEqual([23.97, 0.53, 16.25]);
    expect(outcome({ game: 'dice', params: { target: '50', direction: 'under' } })).toEqual({
      game: 'dice',
      result: { roll: 23.97, isWin: true, multiplier: 1.98 },
    });
  });

  it('spins roulette pockets 8, 0, 6 and pays the pasted stakes 36/n', () => {
    const pockets = ['0', '1', '2'].map((nonce) => {
      const o = outcome({ game: 'roulette', nonce, params: { stakes: '' } });
      return o.game === 'roulette' ? o.pocket : null;
    });
    expect(pockets).toEqual([8, 0, 6]);
    const o = outcome({ game: 'roulette', params: { stakes: 'straight:8 10\nblack 5; dozen:1 3\nred 7' } });
    expect(o).toMatchObject({ pocket: 8, returns: [360, 10, 9, 0], totalReturn: 379 });
  });

  it('places mines 5, 18, 21 for 3 mines and pays two safe picks', () => {
    const o = outcome({ game: 'mines', params: { mines: '3', picks: '0, 1' } });
    expect(o.game === 'mines' && o.result).toMatchObject({ mines: [5, 18, 21], safeReveals: 2, hitMine: false });
    const shown = outcome({ game: 'mines', params: { mines: '3', picks: '' } });
    expect(shown.game === 'mines' && shown.result).toEqual({
      mines: [5, 18, 21],
      safeReveals: 0,
      hitMine: false,
      multiplier: 0,
    });
  });

  it('drops plinko (16 rows, high) into bucket 5 at ×1.3', () => {
    const o = outcome({ game: 'plinko', params: { rows: '16', risk: 'high' } });
    expect(o.game === 'plinko' && o.result).toMatchObject({ bucket: 5, multiplier: 1.3 });
  });

  it('replays blackjack with the decisions: A,A split against 3 returns 3 bets of 2 staked (nonce 1)', () => {
    const o = outcome({ game: 'blackjack', nonce: '1', params: { decisions: 'split' } });
    expect(o.game === 'blackjack' && [o.result.totalReturn, o.result.phase]).toEqual([3, 'done']);
    const pushed = outcome({ game: 'blackjack', nonce: '2', params: { decisions: 'stand' } });
    expect(pushed.game === 'blackjack' && pushed.result.totalReturn).toBe(1);
  });

  it('spins Orchard Stars at nonce 11 to stops 6, 16, 8, 16, 0', () => {
    const o = outcome({ game: 'orchard-stars', nonce: '11', params: {} });
    expect(o.game === 'orchard-stars' && o.result.base.stops).toEqual([6, 16, 8, 16, 0]);
  });

  it('gives the crash chain’s known points and checks a round against the commitment', () => {
    const chain = createCrashChain('fairline-crash-chain-seed', 5);
    const salt = 'public-salt-0000000000000000000a';
    const second = outcome({
      game: 'crash',
      params: { hash: chain.rounds[1] ?? '', salt, commitment: chain.rounds[0] ?? '' },
    });
    expect(second).toMatchObject({ point: 2.12, isInstantBust: false, chainOk: true });
    const first = outcome({
      game: 'crash',
      params: { hash: chain.rounds[0] ?? '', salt, commitment: chain.commitment },
    });
    expect(first).toMatchObject({ isInstantBust: true, chainOk: true });
    expect(
      outcome({ game: 'crash', params: { hash: chain.rounds[2] ?? '', salt, commitment: chain.commitment } }),
    ).toMatchObject({ chainOk: false });
  });

  it('names what is wrong with an input instead of throwing', () => {
    expect(run({ game: 'dice', serverSeed: ' ', params: { target: '50', direction: 'over' } })).toEqual({
      ok: false,
      error: 'casino.verify.error.serverSeed',
    });
    expect(run({ game: 'dice', nonce: '-1', params: { target: '50', direction: 'over' } })).toEqual({
      ok: false,
      error: 'casino.verify.error.nonce',
    });
    expect(run({ game: 'dice', params: { target: '1', direction: 'over' } })).toMatchObject({ ok: false }); // a 99 % chance is over the 98 % limit
    expect(run({ game: 'roulette', params: { stakes: 'purple 5' } })).toEqual({
      ok: false,
      error: 'casino.verify.error.stakes',
    });
    expect(run({ game: 'crash', params: { hash: 'xyz', salt: '' } })).toEqual({
      ok: false,
      error: 'casino.verify.error.hash',
    });
    expect(run({ game: 'blackjack', nonce: '2', params: { decisions: 'stand, hit' } })).toMatchObject({ ok: false });
    expect(parseStakes('split:17-20 5')).toEqual([{ bet: { kind: 'split', numbers: [17, 20] }, amount: 5 }]);
  });
});
