// Seeded randomness. Every draw derives from (seed, entity, purpose), so a game's fate does not
// depend on which other games were evaluated first.

/** A stream of uniform numbers in [0, 1). */
export type Rng = () => number;

/** FNV-1a over the parts, then a murmur-style finaliser; stable across platforms. */
export function hashParts(parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = `${part}\u0001`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** sfc32: small, fast and statistically sound for simulation. */
function sfc32(a: number, b: number, c: number, d: number): Rng {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** The random stream of one purpose of one entity, e.g. `rngFor(seed, 'game', id, 'goals')`. */
export function rngFor(seed: number, ...parts: (string | number)[]): Rng {
  const h = hashParts([seed, ...parts]);
  const rng = sfc32(h, hashParts([h, 'b']), hashParts([h, 'c']), hashParts([h, 'd']));
  for (let i = 0; i < 12; i++) rng();
  return rng;
}

/** Uniform number in [lo, hi). */
export function uniform(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng();
}

/** Uniform integer in [lo, hi]. */
export function intBetween(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/** Standard normal draw (Box–Muller). */
export function normal(rng: Rng, mean = 0, sd = 1): number {
  const u = 1 - rng();
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Poisson draw by inversion; rates here are small (< 30). */
export function poisson(rng: Rng, rate: number): number {
  if (rate <= 0) return 0;
  const u = rng();
  let k = 0;
  let p = Math.exp(-rate);
  let cdf = p;
  while (u > cdf && k < 200) {
    k++;
    p *= rate / k;
    cdf += p;
  }
  return k;
}

/** True with probability p. */
export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** n sorted uniform times in [lo, hi). */
export function sortedTimes(rng: Rng, n: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(uniform(rng, lo, hi));
  return out.sort((a, b) => a - b);
}
