import { describe, expect, it } from 'vitest';
import { hashParts, poisson, rngFor } from './rng';

describe('seeded randomness', () => {
  it('repeats the same stream for the same (seed, entity, purpose)', () => {
    const a = rngFor(1, 'game', 42, 'goals');
    const b = rngFor(1, 'game', 42, 'goals');
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('gives different streams to different purposes and seeds', () => {
    expect(rngFor(1, 'game', 42, 'goals')()).not.toBe(rngFor(1, 'game', 42, 'cards')());
    expect(rngFor(1, 'game', 42, 'goals')()).not.toBe(rngFor(2, 'game', 42, 'goals')());
  });

  it('does not confuse part boundaries when hashing', () => {
    expect(hashParts(['ab', 'c'])).not.toBe(hashParts(['a', 'bc']));
  });

  it('draws Poisson counts with the requested mean', () => {
    const rng = rngFor(3, 'poisson');
    let sum = 0;
    for (let i = 0; i < 20_000; i++) sum += poisson(rng, 2.5);
    expect(sum / 20_000).toBeCloseTo(2.5, 1);
  });
});
