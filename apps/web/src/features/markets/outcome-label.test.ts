import { describe, expect, it } from 'vitest';
import { formatAsianLine, formatLine, formatScoreParam, outcomeName } from './outcome-label';

describe('lines', () => {
  it.each([
    [1.5, true, '+1.5'],
    [-0.5, true, '-0.5'],
    [0, true, '0'],
    [2.5, false, '2.5'],
  ])('shows %s (signed %s) as %s', (param, signed, text) => {
    expect(formatLine(param, signed)).toBe(text);
  });

  it.each([
    [-0.25, true, '0/-0.5'],
    [0.25, true, '0/+0.5'],
    [-0.75, true, '-0.5/1'],
    [1.25, true, '+1/1.5'],
    [2.75, false, '2.5/3'],
    [-1, true, '-1'],
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
    expect(outcomeName(t, { T: 8, P: 1.5 }, { O1: 'Arsenal', O2: 'Chelsea' })).toBe('sb.outcome.handicap|Chelsea|+1.5');
  });
});
