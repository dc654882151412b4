import type { StudioRound } from '@fairline/shared/wire/casino-studio-play';
import { describe, expect, it } from 'vitest';
import { merged, queued, toggled, withPending } from './casino-favorites-state';
import { isBalanceMessage, verifierTarget } from './game-frame';
import { verifyLinkOf } from './round-verify-link';
import { formFromQuery } from './verify-page';

const verify = { server_seed_hash: 'abc', server_seed: 'seed-1', client_seed: 'mine', nonce: 4 };
const round = (over: Partial<StudioRound>): StudioRound =>
  ({
    id: 'r'.repeat(16),
    status: 'closed',
    stake: 100,
    win: 0,
    currency: 'USD',
    created_at: '',
    verify,
    ...over,
  }) as StudioRound;

describe('the casino stars', () => {
  it('toggles a game and merges a guest’s stars into the player’s without duplicates', () => {
    expect(toggled(['a:x'], 'a:y')).toEqual(['a:x', 'a:y']);
    expect(toggled(['a:x', 'a:y'], 'a:x')).toEqual(['a:y']);
    expect(merged(['a:x', 'a:y'], ['a:y', 'b:z'])).toEqual(['a:x', 'a:y', 'b:z']);
  });

  it('keeps one queued change per game and lays unsent changes over the server’s list', () => {
    const queue = queued(queued([], { id: 'a:x', on: true }), { id: 'a:x', on: false });
    expect(queue).toEqual([{ id: 'a:x', on: false }]);
    expect(withPending(['a:x', 'b:z'], [...queue, { id: 'c:w', on: true }])).toEqual(['b:z', 'c:w']);
  });
});

describe('the game frame’s balance notice', () => {
  it('is taken only from the game’s own window and only with our type', () => {
    const frame = {} as Window;
    expect(isBalanceMessage({ source: frame, data: { type: 'fairline:balance', balance: 5 } }, frame)).toBe(true);
    expect(isBalanceMessage({ source: {} as Window, data: { type: 'fairline:balance' } }, frame)).toBe(false);
    expect(isBalanceMessage({ source: frame, data: { type: 'other' } }, frame)).toBe(false);
    expect(isBalanceMessage({ source: frame, data: 'fairline:balance' }, frame)).toBe(false);
    expect(isBalanceMessage({ source: null, data: { type: 'fairline:balance' } }, null)).toBe(false);
  });
});

describe('the verifier’s links', () => {
  it('opens a round with its seeds and the parameters it was played with', () => {
    const dice = verifyLinkOf(
      'en',
      round({
        game: 'dice',
        params: { target: 55.5, direction: 'under' },
        outcome: { roll: 1, isWin: true, multiplier: 1.8 },
      } as Partial<StudioRound>),
    );
    const q = new URL(`https://x${dice}`).searchParams;
    expect(dice?.startsWith('/en/casino/verify?')).toBe(true);
    expect(Object.fromEntries(q)).toEqual({
      game: 'dice',
      server_seed: 'seed-1',
      server_seed_hash: 'abc',
      client_seed: 'mine',
      nonce: '4',
      target: '55.5',
      direction: 'under',
    });
    const roulette = verifyLinkOf(
      'ru',
      round({
        game: 'roulette',
        params: {
          stakes: [
            { bet: { kind: 'split', numbers: [17, 20] }, amount: 5 },
            { bet: { kind: 'red' }, amount: 10 },
          ],
        },
      } as Partial<StudioRound>),
    );
    expect(new URL(`https://x${roulette}`).searchParams.get('stakes')).toBe('split:17-20 5\nred 10');
  });

  it('has no link before the seed pair is rotated (the server seed is still secret)', () => {
    expect(
      verifyLinkOf('en', round({ game: 'dice', verify: { ...verify, server_seed: null } } as Partial<StudioRound>)),
    ).toBeNull();
  });

  it('opens a busted crash bet with its round’s hash, salt and parent hash, and has none before the bust', () => {
    const crash = (hash: string | null, commitment: string | null) =>
      round({
        game: 'crash',
        params: { auto_cash_out: null, cash_out: 1.5 },
        outcome: { crash_point: hash ? 2.31 : null },
        verify: { hash, salt: 'pepper', commitment },
      } as Partial<StudioRound>);
    const link = verifyLinkOf('ar', crash('a'.repeat(64), 'b'.repeat(64)));
    expect(link?.startsWith('/ar/casino/verify?')).toBe(true);
    expect(Object.fromEntries(new URL(`https://x${link}`).searchParams)).toEqual({
      game: 'crash',
      hash: 'a'.repeat(64),
      salt: 'pepper',
      commitment: 'b'.repeat(64),
    });
    expect(verifyLinkOf('en', crash(null, null))).toBeNull();
  });

  it('fills the form from the studio’s link and falls back to dice for an unknown game', () => {
    const form = formFromQuery(
      new URLSearchParams('game=plinko&server_seed=s&client_seed=c&nonce=7&rows=12&risk=high'),
    );
    expect(form).toEqual({
      game: 'plinko',
      serverSeed: 's',
      serverSeedHash: '',
      clientSeed: 'c',
      nonce: '7',
      params: { rows: '12', risk: 'high' },
    });
    expect(formFromQuery(new URLSearchParams('game=poker')).game).toBe('dice');
  });
});

describe('the game frame’s link to the verifier (the sandbox forbids the frame to navigate the page)', () => {
  it('is followed only to our verifier in the page’s language, and only from the game’s own window', () => {
    const frame = {} as Window;
    const ask = (url: unknown, source: Window | null = frame) =>
      verifierTarget({ source, data: { type: 'fairline:navigate', url } }, frame, 'en');
    expect(ask('/en/casino/verify?game=dice&nonce=0')).toBe('/en/casino/verify?game=dice&nonce=0');
    expect(ask('/en/casino/verify?game=dice', {} as Window)).toBeUndefined();
    for (const url of [
      'https://evil.example/en/casino/verify?x',
      '//evil.example/en/casino/verify?',
      '/en/office/payments',
      '/ru/casino/verify?game=dice',
      '/en/casino/verify?x#y',
      42,
    ])
      expect(ask(url), String(url)).toBeUndefined();
  });
});
