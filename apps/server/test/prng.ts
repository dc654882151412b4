/** A seeded PRNG (mulberry32): the same seed drives the same run every time (fuzz inputs, money steps). */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** A deterministic sample of `count` items, order kept. */
  sample<T>(list: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(list: readonly T[]): T {
      const item = list[int(0, list.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample<T>(list: readonly T[], count: number): T[] {
      if (list.length <= count) return [...list];
      const keyed = list.map((item, i) => ({ item, i, key: next() }));
      const chosen = keyed.sort((a, b) => a.key - b.key).slice(0, count);
      return chosen.sort((a, b) => a.i - b.i).map((c) => c.item);
    },
  };
}

/** FNV-1a of a text mixed with a seed: a stable per-route seed. */
export function seedFor(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
