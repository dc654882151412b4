import { describe, expect, it } from 'vitest';
import { isOldEnough, missingGroups } from './verification-rules';

const now = new Date('2026-11-26T08:00:00Z');

describe('verification rules', () => {
  it('counts a player as 18 from their 18th birthday, not a day before', () => {
    expect(isOldEnough('2008-11-26', 18, now)).toBe(true);
    expect(isOldEnough('2008-11-27', 18, now)).toBe(false);
    expect(isOldEnough('1990-04-12', 18, now)).toBe(true);
  });

  it('applies a country’s higher minimum age', () => {
    expect(isOldEnough('2005-06-01', 21, now)).toBe(true);
    expect(isOldEnough('2006-06-01', 21, now)).toBe(false);
  });

  it('never counts an unreadable or impossible date of birth as of age', () => {
    expect(isOldEnough('1990-02-30', 18, now)).toBe(false);
    expect(isOldEnough('12.04.1990', 18, now)).toBe(false);
    expect(isOldEnough('', 18, now)).toBe(false);
  });

  it('satisfies a required group with any one of its document types', () => {
    const required = [
      { group: 'identity', types: ['passport', 'id_card'] as const },
      { group: 'address', types: ['proof_of_address'] as const },
    ].map((g) => ({ ...g, types: [...g.types] }));
    expect(missingGroups(required, [])).toEqual(['identity', 'address']);
    expect(missingGroups(required, ['id_card'])).toEqual(['address']);
    expect(missingGroups(required, ['passport', 'proof_of_address'])).toEqual([]);
    expect(missingGroups(required, ['selfie'])).toEqual(['identity', 'address']);
  });
});
