import type { StudioPlayRound } from '@fairline/shared/wire/casino-studio-play';
import { describe, expect, it } from 'vitest';
import { formatRatio, gameRules, roulettePayouts } from './rules';
import { verifyUrl } from './verify-link';

describe('rules panel', () => {
  it('publishes each game’s RTP and house edge from CASINO_RTP', () => {
    expect(gameRules('dice')).toMatchObject({ rtp: '98.990 %', edge: '1.010 %' });
    expect(gameRules('roulette')).toMatchObject({ rtp: '97.297 %', edge: '2.703 %' });
    expect(gameRules('orchard-stars').rtp).toBe('96.286 %');
    expect(gameRules('sunstone-ways').rtp).toBe('95.677 %');
  });

  it('prints blackjack’s payouts from BLACKJACK_RULES', () => {
    expect(gameRules('blackjack').values).toEqual({ bj: '3:2', ins: '2:1' });
    expect(formatRatio(1.5)).toBe('3:2');
  });

  it('prints roulette’s payouts from the shared maths', () => {
    expect(Object.fromEntries(roulettePayouts().map((p) => [p.kind, p.pays]))).toEqual({
      straight: '35:1',
      split: '17:1',
      street: '11:1',
      corner: '8:1',
      sixLine: '5:1',
      dozen: '2:1',
      column: '2:1',
      red: '1:1',
    });
  });
});

describe('verifier link', () => {
  const revealed = { server_seed: 's e', server_seed_hash: 'ab', client_seed: 'c', last_nonce: 4 };
  const verify = { server_seed_hash: 'ab', server_seed: null, client_seed: 'c', nonce: 4 };

  it('opens the platform verifier with the revealed triple and the last nonce', () => {
    expect(verifyUrl('en', 'dice', revealed)).toBe(
      '/en/casino/verify?game=dice&server_seed=s+e&server_seed_hash=ab&client_seed=c&nonce=4',
    );
  });

  it('carries the last round’s bet when that round was the pair’s last nonce', () => {
    const round = { game: 'dice', params: { target: 50.5, direction: 'under' }, verify } as unknown as StudioPlayRound;
    const url = new URL(verifyUrl('en', 'dice', revealed, { round, decisions: [] }), 'http://x');
    expect(url.searchParams.get('target')).toBe('50.5');
    expect(url.searchParams.get('direction')).toBe('under');
    const older = { ...round, verify: { ...verify, nonce: 3 } } as StudioPlayRound;
    expect(
      new URL(verifyUrl('en', 'dice', revealed, { round: older, decisions: [] }), 'http://x').searchParams.has(
        'target',
      ),
    ).toBe(false);
  });

  it('lists blackjack decisions and roulette stakes in the verifier’s syntax', () => {
    const bj = { game: 'blackjack', params: {}, verify } as unknown as StudioPlayRound;
    const bjUrl = new URL(
      verifyUrl('en', 'blackjack', revealed, { round: bj, decisions: ['hit', 'stand'] }),
      'http://x',
    );
    expect(bjUrl.searchParams.get('decisions')).toBe('hit,stand');
    const stakes = [
      { bet: { kind: 'split', numbers: [17, 20] }, amount: 5 },
      { bet: { kind: 'red' }, amount: 10 },
    ];
    const rl = { game: 'roulette', params: { stakes }, verify } as unknown as StudioPlayRound;
    const rlUrl = new URL(verifyUrl('en', 'roulette', revealed, { round: rl, decisions: [] }), 'http://x');
    expect(rlUrl.searchParams.get('stakes')).toBe('split:17-20 5\nred 10');
  });
});
