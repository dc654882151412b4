import { describe, expect, it } from 'vitest';
import {
  isSportMenuSectionCode,
  parseSportMenuSection,
  SportMenuSection,
  sportMenuSectionSlug,
} from './sport-menu-section';

const SPEC_CODES = [3, 7, 8, 9, 11, 13, 28, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012];

describe('sport menu sections', () => {
  it('uses exactly the spec codes 3, 7, 8, 9, 11, 13, 28 and 1001..1012, each once', () => {
    expect(Object.values(SportMenuSection).sort((a, b) => a - b)).toEqual(SPEC_CODES);
  });

  it.each([
    'alternative',
    'long',
    'marble-live',
    'cyber-stream',
    'cyber-zone',
    'simulated-reality',
    'aftermatch-vs-live',
    'e-sports',
  ])('has a code for the spec slug %s', (slug) => {
    expect(Object.keys(SportMenuSection)).toContain(slug);
  });

  it('maps a code back to its slug', () => {
    expect(sportMenuSectionSlug(SportMenuSection['marble-live'])).toBe('marble-live');
    expect(sportMenuSectionSlug(1013)).toBeUndefined();
  });

  it.each([
    [3, 3],
    [1012, 1012],
    [1013, undefined],
    [4, undefined],
    ['anything', 'anything'],
    [null, undefined],
    [true, undefined],
  ])('keeps strings and only known numeric codes: %j gives %j', (input, expected) => {
    expect(parseSportMenuSection(input)).toBe(expected);
  });

  it('recognises the codes', () => {
    for (const code of SPEC_CODES) expect(isSportMenuSectionCode(code)).toBe(true);
    expect(isSportMenuSectionCode(0)).toBe(false);
  });
});
