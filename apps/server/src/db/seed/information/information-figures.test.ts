// Every worked figure the pages publish is recomputed with the shared betting code, so the text
// cannot drift from how bets are actually settled and shown.
import { expressReturn } from '@fairline/shared/coupon/express';
import { FullCoverBet, type FullCoverBetName, fullCoverBetCount } from '@fairline/shared/coupon/full-cover.testing';
import type { Leg, LegResult } from '@fairline/shared/coupon/leg';
import { settleHandicap, settleTotal } from '@fairline/shared/coupon/quarter-lines';
import { systemReturn } from '@fairline/shared/coupon/system';
import { minor } from '@fairline/shared/money/minor';
import { formatOdds, OddsFormat } from '@fairline/shared/odds/formats';
import { odds } from '@fairline/shared/odds/odds1000';
import { describe, expect, it } from 'vitest';
import { overround } from '../../../trading/pricing/margin';
import { INFORMATION_PAGES_SEED } from './index';
import type { InformationLanguage } from './types';

const LANGUAGES: readonly InformationLanguage[] = ['ru', 'en', 'ar'];

// The pages print a true minus sign; the shared formatter uses a hyphen.
function pageText(key: string, lang: InformationLanguage): string {
  const page = INFORMATION_PAGES_SEED.find((candidate) => candidate.key === key);
  return (page?.blocks[lang] ?? []).map((block) => block.text.replaceAll('−', '-')).join('\n');
}

const legs = (...spec: [number, LegResult][]): Leg[] => spec.map(([price, result]) => ({ odds: odds(price), result }));

describe('worked examples on the betting rules and calculator pages', () => {
  it.each([
    { name: 'all won', legs: legs([2, 'won'], [1.5, 'won'], [3, 'won']), expected: 135 },
    { name: 'first lost', legs: legs([2, 'lost'], [1.5, 'won'], [3, 'won']), expected: 45 },
    { name: 'third void', legs: legs([2, 'won'], [1.5, 'won'], [3, 'void']), expected: 65 },
  ])('pays $expected on the 2/3 system at 2.0, 1.5, 3.0 staking 30 when $name', ({ legs: system, expected }) => {
    expect(systemReturn(minor(30), system, 2)).toBe(minor(expected));
    for (const lang of LANGUAGES) {
      expect(pageText('rules', lang)).toContain(String(expected));
      expect(pageText('bettingCalculator', lang)).toContain(String(expected));
    }
  });

  it.each([
    { name: 'a void leg counts as 1.00', stake: 30, legs: legs([2, 'won'], [1.5, 'void'], [3, 'won']), expected: 180 },
    { name: 'three won legs', stake: 100, legs: legs([1.5, 'won'], [2, 'won'], [1.8, 'won']), expected: 540 },
    { name: 'a single', stake: 100, legs: legs([1.85, 'won']), expected: 185 },
    { name: 'a half-won +0.25 at 1.90', stake: 100, legs: legs([1.9, 'halfWon']), expected: 145 },
  ])('returns $expected for $name', ({ stake, legs: express, expected }) => {
    expect(expressReturn(minor(stake), express)).toBe(minor(expected));
    for (const lang of LANGUAGES) expect(pageText('bettingCalculator', lang)).toContain(`= ${expected}`);
  });

  it('settles the quarter-line examples of the rules as published', () => {
    expect(settleHandicap(1, 1, -0.25)).toBe('halfLost');
    expect(settleHandicap(1, 1, 0.25)).toBe('halfWon');
    expect(settleTotal(5, 5.25, 'under')).toBe('halfWon');
  });

  const FULL_COVER_LABELS: Record<FullCoverBetName, string> = {
    Trixie: 'Trixie',
    Patent: 'Patent',
    Yankee: 'Yankee',
    Lucky15: 'Lucky 15',
    Canadian: 'Canadian',
    Lucky31: 'Lucky 31',
    Heinz: 'Heinz',
    Lucky63: 'Lucky 63',
    SuperHeinz: 'Super Heinz',
    Goliath: 'Goliath',
  };

  it.each(Object.entries(FullCoverBet))(
    'gives %s the number of bets of a full cover',
    (name, { events, withSingles }) => {
      const label = FULL_COVER_LABELS[name as FullCoverBetName];
      const count = fullCoverBetCount(events, withSingles);
      expect(pageText('bettingCalculator', 'en')).toMatch(
        new RegExp(`(^|, |: )${label} \\(${events}[^)]*\\) ${count}\\b`),
      );
    },
  );
});

describe('worked examples on the odds calculator page', () => {
  it.each([
    { decimal: 2.5, format: OddsFormat.HongKong, shown: '1.50' },
    { decimal: 2.5, format: OddsFormat.Fractional, shown: '3/2' },
    { decimal: 2.5, format: OddsFormat.American, shown: '+150' },
    { decimal: 1.5, format: OddsFormat.American, shown: '-200' },
    { decimal: 1.5, format: OddsFormat.Indonesian, shown: '-2.00' },
    { decimal: 1.5, format: OddsFormat.Malaysian, shown: '0.50' },
    { decimal: 2.5, format: OddsFormat.Malaysian, shown: '-0.667' },
    { decimal: 2, format: OddsFormat.American, shown: '+100' },
    { decimal: 2, format: OddsFormat.Indonesian, shown: '1.00' },
    { decimal: 2, format: OddsFormat.Malaysian, shown: '1.00' },
  ])('shows $decimal in format $format as $shown', ({ decimal, format, shown }) => {
    expect(formatOdds(decimal, format)).toBe(shown);
    for (const lang of LANGUAGES) expect(pageText('calc', lang)).toContain(shown);
  });

  it('publishes the implied probability of 2.50 and the margin of a 1.90/1.90 market', () => {
    expect(1 / 2.5).toBeCloseTo(0.4, 12);
    expect(overround([1.9, 1.9])).toBeCloseTo(0.0526, 4);
    expect(pageText('calc', 'en')).toContain('40%');
    expect(pageText('calc', 'en')).toContain('5.26%');
    expect(pageText('calc', 'ru')).toContain('5,26 %');
  });
});
