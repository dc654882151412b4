import type { JackpotPool } from '@fairline/shared/wire/casino-jackpot';
import { describe, expect, it } from 'vitest';
import { keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';
import { formatJackpot } from './jackpot-format';
import { mergePools } from './jackpot-live';
import { jackpotDrawOf } from './jackpot-verify';
import { easeOut } from './use-count-up';

const pool = (currency: string, amount: number): JackpotPool => ({ currency, digits: 2, amount, seed: 1, one_in: 100 });

describe('the jackpot ticker', () => {
  it('replaces only the pools a frame moved (frames carry the moved pools only)', () => {
    const merged = mergePools([pool('EUR', 100), pool('USD', 200)], [pool('EUR', 150)]);
    expect(merged).toEqual([pool('EUR', 150), pool('USD', 200)]);
  });

  it('counts up fast first and lands exactly on the new value', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(3)).toBe(1);
  });

  it('writes an amount in minor units with the pool currency’s symbol and decimals', () => {
    expect(formatJackpot(123_456_78, 'EUR', 'en')).toContain('123,456.78');
    expect(formatJackpot(123_456_78, 'EUR', 'en')).toContain('€');
  });

  it('verifies a draw from the form: the shared code’s roll of the known triple, won at 13 % and lost at 12 %', () => {
    const seeds = { serverSeed: 'fairline-server-seed-1', clientSeed: 'player-client-seed', nonce: '0' };
    // USD one_in is 100,000,000 minor units: a stake of 13,000,000 has a chance of 0.13 > roll 0.12587…
    expect(jackpotDrawOf(seeds, '13000000', 'usd')).toMatchObject({ roll: 566860990277412, isWin: true });
    expect(jackpotDrawOf(seeds, '12000000', 'USD')?.isWin).toBe(false);
    expect(jackpotDrawOf(seeds, '1.5', 'USD')).toBeNull();
    expect(jackpotDrawOf({ ...seeds, serverSeed: '' }, '1', 'USD')).toBeNull();
  });

  it('says every jackpot string in ru, en and ar with the same placeholders', () => {
    const used = keysWritten('jackpot', ['features/casino']);
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect(untranslated('jackpot', used)).toEqual({ en: [], ru: [], ar: [] });
    expect(unitMismatches('jackpot')).toEqual([]);
  });
});
