import { describe, expect, it } from 'vitest';
import {
  actBlackjack,
  allowedActions,
  type BlackjackAction,
  blackjackStaked,
  cardOf,
  handTotal,
  playBlackjack,
  startBlackjack,
} from './blackjack';
import { blackjackTheory, dealerFinal, optimalAction } from './blackjack-theory';
import { floatSource, floatsFrom } from './fair';
import { CASINO_RTP } from './rtp';

const seeds = (nonce: number) =>
  floatSource({ serverSeed: 'fairline-server-seed-1', clientSeed: 'player-client-seed', nonce });
const ranks = (cards: readonly { rank: number }[]) => cards.map((c) => c.rank);
/** A float that deals the given rank (0 = A … 12 = K). */
const card = (rank: number) => (rank + 0.5) / 52;
const play = (nonce: number, decisions: BlackjackAction[]) => playBlackjack(seeds(nonce), 10, decisions);

describe('blackjack', () => {
  it('deals ⌊f·52⌋ cards: player, dealer up, player, dealer hole', () => {
    expect(cardOf(0)).toEqual({ rank: 0, suit: 0 });
    expect(cardOf(0.999_999)).toEqual({ rank: 12, suit: 3 });
    const state = startBlackjack(seeds(0), 10);
    expect(ranks(state.hands[0]?.cards ?? [])).toEqual([12, 11]);
    expect(ranks(state.dealer)).toEqual([4, 11]);
  });

  it('plays the known seed triples with the player’s decisions', () => {
    // 9+8 stands against 7+K: push
    expect(play(2, ['stand'])).toMatchObject({ phase: 'done', totalReturn: 10 });
    // A,A split against 3: A+K = 21 (not a blackjack) wins 1:1, A+8 = 19 pushes the dealer's 3+6+J
    const split = play(1, ['split']);
    expect(split.hands.map((h) => ranks(h.cards))).toEqual([
      [0, 12],
      [0, 7],
    ]);
    expect(ranks(split.dealer)).toEqual([2, 5, 10]);
    expect([split.totalReturn, blackjackStaked(split)]).toEqual([30, 20]);
    // 5+7 doubled draws Q: bust, the dealer does not draw
    expect(play(5, ['double'])).toMatchObject({ totalReturn: 0, dealer: [{ rank: 12 }, { rank: 11 }] });
    expect(blackjackStaked(play(5, ['double']))).toBe(20);
    // 9+K stands, dealer 3+K+K busts
    expect(play(13, ['stand']).totalReturn).toBe(20);
  });

  it('offers insurance under an ace, pays it 2:1 when the dealer peeks a blackjack', () => {
    expect(allowedActions(startBlackjack(seeds(3), 10))).toEqual(['insurance', 'noInsurance']);
    const insured = play(3, ['insurance']);
    expect([insured.phase, insured.totalReturn, blackjackStaked(insured)]).toEqual(['done', 15, 15]);
  });

  it('pays a blackjack 3:2 and ends the round against a dealer without one', () => {
    expect(play(11, ['noInsurance'])).toMatchObject({ phase: 'done', totalReturn: 25 });
  });

  it('stands the dealer on soft 17 and hits soft 16', () => {
    const soft17 = playBlackjack(floatsFrom([card(9), card(0), card(9), card(5)]), 10, ['noInsurance', 'stand']);
    expect(handTotal(soft17.dealer)).toEqual({ total: 17, isSoft: true });
    expect(soft17.totalReturn).toBe(20);
    const soft16 = playBlackjack(floatsFrom([card(9), card(0), card(9), card(4), card(3)]), 10, [
      'noInsurance',
      'stand',
    ]);
    expect(ranks(soft16.dealer)).toEqual([0, 4, 3]);
  });

  it('refuses actions that are not allowed now: a second split, a late double', () => {
    const pairs = floatsFrom([card(7), card(5), card(7), card(8), card(7), card(2), card(3)]);
    const split = actBlackjack(startBlackjack(pairs, 10), pairs, 'split');
    expect(allowedActions(split)).toEqual(['hit', 'stand', 'double']);
    const hit = actBlackjack(split, pairs, 'hit');
    expect(() => actBlackjack(hit, pairs, 'double')).toThrow(RangeError);
  });

  it('has a house edge of 0.570 % under the optimal strategy (analytic, infinite shoe), as published', () => {
    const dealer17 = dealerFinal(7);
    expect([...dealer17.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const { ev, rtp } = blackjackTheory();
    expect(ev).toBeCloseTo(-0.0057038801, 9);
    expect(rtp).toBe(CASINO_RTP.blackjack.rtp);
  });

  it('plays the optimal strategy: never insurance, stand on 17, double 11 against 6, split 8s', () => {
    const decide = (floats: number[]) => {
      const source = floatsFrom(floats);
      const state = startBlackjack(source, 10);
      return optimalAction(state, allowedActions(state));
    };
    expect(decide([card(9), card(0), card(6), card(5)])).toBe('noInsurance');
    expect(decide([card(9), card(9), card(6), card(5)])).toBe('stand');
    expect(decide([card(5), card(5), card(4), card(5)])).toBe('double');
    expect(decide([card(7), card(9), card(7), card(5)])).toBe('split');
    expect(decide([card(11), card(2), card(1), card(5)])).toBe('hit'); // 12 against 3
  });
});
