// The jackpot's live settings (ADR 0072): what staff may set keeps every contributing game below 100 %.
import { describe, expect, it } from 'vitest';
import {
  JACKPOT_GAMES,
  JackpotBounds,
  JackpotTerms,
  jackpotRtpAdd,
  jackpotSeedBoundsOf,
  jackpotTermsOf,
} from './jackpot';
import { CASINO_RTP } from './rtp';

describe('the jackpot settings staff may change', () => {
  it('keeps a house edge in every contributing game at the highest contribution and seed allowed', () => {
    const usd = jackpotTermsOf('USD');
    const bounds = jackpotSeedBoundsOf('USD');
    if (!usd || !bounds) throw new Error('USD has terms');
    const worst = jackpotRtpAdd(JackpotBounds.contributionBpMax, bounds.max, usd.oneIn);
    expect(worst).toBeCloseTo(0.009, 12);
    for (const game of JACKPOT_GAMES) expect(CASINO_RTP[game].rtpMax + worst).toBeLessThan(1);
  });

  it('gives the published 0.6 % at the default contribution and seed', () => {
    const eur = jackpotTermsOf('EUR');
    if (!eur) throw new Error('EUR has terms');
    expect(jackpotRtpAdd(JackpotTerms.contributionBp, eur.seed, eur.oneIn)).toBeCloseTo(0.006, 6);
  });

  it('converts the seed bounds (100 to 2,000 USD) per currency and knows no unknown currency', () => {
    expect(jackpotSeedBoundsOf('USD')).toEqual({ min: 100_00, max: 2000_00 });
    const kzt = jackpotSeedBoundsOf('KZT');
    expect(kzt && kzt.max / kzt.min).toBe(20);
    expect(jackpotSeedBoundsOf('XXX')).toBeNull();
  });
});
