import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n';
import { dictionaryUnit } from '../../test/dictionaries';
import {
  formatAsianLine,
  formatLine,
  formatScoreParam,
  outcomeLabel,
  outcomeName,
  outcomeShort,
} from './outcome-label';

describe('lines', () => {
  it.each([
    [1.5, true, '+1.5'],
    [-0.5, true, '−0.5'],
    [0, true, '0'],
    [2.5, false, '2.5'],
  ])('shows %s (signed %s) as %s', (param, signed, text) => {
    expect(formatLine(param, signed)).toBe(text);
  });

  it.each([
    [-0.25, true, '0/−0.5'],
    [0.25, true, '0/+0.5'],
    [-0.75, true, '−0.5/1'],
    [1.25, true, '+1/1.5'],
    [2.75, false, '2.5/3'],
    [-1, true, '−1'],
  ])('shows the Asian line %s as %s', (param, signed, text) => {
    expect(formatAsianLine(param, signed)).toBe(text);
  });

  it('decodes a score line 1.002 as 1:2', () => {
    expect(formatScoreParam(1.002)).toBe('1:2');
  });
});

describe('outcomeName', () => {
  const t = (key: string, params?: Record<string, string | number | undefined>) =>
    `${key}|${params?.team}|${params?.line}`;

  it('names the team and the signed line of a handicap', () => {
    expect(outcomeName(t, { T: 8, P: 1.5 }, { O1: 'Arsenal', O2: 'Chelsea' })).toBe(
      'sb.outcome.handicap|Chelsea|\u2066+1.5\u2069',
    );
  });
});

const translator = createTranslator('en');
for (const lang of ['en', 'ru', 'ar']) translator.addBundle(lang, dictionaryUnit(lang, 'sportsbook'));
const LRI = '\u2066';
const PDI = '\u2069';
const labelIn = (lang: string, outcome: { T: number; P?: number }) => {
  translator.setLanguage(lang);
  return outcomeLabel(translator.t, outcome).replaceAll(LRI, '').replaceAll(PDI, '');
};

describe('outcomeLabel (the game page’s short labels)', () => {
  it.each([
    ['en', { T: 7, P: -2.5 }, 'H1 (−2.5)'],
    ['en', { T: 8, P: 2.5 }, 'H2 (+2.5)'],
    ['en', { T: 7 }, 'H1 (0)'],
    ['en', { T: 9, P: 2.5 }, 'Over 2.5'],
    ['en', { T: 10, P: 2.5 }, 'Under 2.5'],
    ['en', { T: 11, P: 1.5 }, 'Over 1.5'],
    ['en', { T: 14, P: 0.5 }, 'Under 0.5'],
    ['en', { T: 4 }, '1X'],
    ['en', { T: 2 }, 'X'],
    ['en', { T: 3 }, '2'],
    ['en', { T: 731, P: 2.001 }, '2:1'],
    ['en', { T: 731 }, '0:0'],
    ['en', { T: 1021, P: -1.5 }, 'H1 (−1.5)'],
    ['ru', { T: 7, P: -2.5 }, 'Ф1 (−2.5)'],
    ['ru', { T: 9, P: 2.5 }, 'Больше 2.5'],
    ['ar', { T: 8, P: -1.5 }, 'هـ2 (−1.5)'],
    ['ar', { T: 10, P: 3.5 }, 'أقل من 3.5'],
  ])('labels in %s %j as %s', (lang, outcome, shown) => {
    expect(labelIn(lang, outcome)).toBe(shown);
  });

  it('never names a team, so the line always fits beside the price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 180, 181, 401, 402, 1011, 1019, 1021, 1031),
        fc.integer({ min: -40, max: 40 }).map((q) => q / 4),
        fc.constantFrom('en', 'ru', 'ar'),
        (T, P, lang) => {
          const label = labelIn(lang, { T, P });
          expect(label.length).toBeLessThanOrEqual(16);
          expect(label).not.toMatch(/Arsenal|\{\{/);
        },
      ),
    );
  });

  it('isolates the line left-to-right so Arabic never moves its sign', () => {
    translator.setLanguage('ar');
    expect(outcomeLabel(translator.t, { T: 8, P: -1.5 })).toBe(`هـ2 (${LRI}−1.5${PDI})`);
    expect(outcomeLabel(translator.t, { T: 731, P: 2.001 })).toBe(`${LRI}2:1${PDI}`);
  });

  it('ends a handicap label with its signed line in every language', () => {
    for (const lang of ['en', 'ru', 'ar']) expect(labelIn(lang, { T: 7, P: -0.75 })).toMatch(/\(−0\.75\)$/);
  });
});

describe('outcomeShort', () => {
  const t = (key: string) => key.replace('sb.short.', '');

  it('shows a zero line the wire leaves off: handicap 0 and correct score 0:0', () => {
    expect(outcomeShort(t, { T: 7, G: 2, C: 1.9 })).toEqual({ label: 'H1', line: '0' });
    expect(outcomeShort(t, { T: 731, G: 136, C: 9 })).toEqual({ label: 'score', line: '0:0' });
  });
});
