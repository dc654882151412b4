// Casino categories: slugs mapped to ids. The spec pins roulette 5, poker 3, baccarat 31, keno 49,
// jackpot 25, favourite 999 and hourglass 998; the rest are our own ids, clear of the pinned ones.
// favourite and hourglass are the player's own lists (favourites and recently played), not
// provider categories.

export const CasinoCategory = {
  slots: 1,
  blackjack: 2,
  poker: 3,
  'live-casino': 4,
  roulette: 5,
  'table-games': 6,
  'crash-games': 7,
  'tv-games': 8,
  bingo: 9,
  scratchcards: 10,
  'virtual-sports': 11,
  'new-games': 12,
  popular: 13,
  'fast-games': 14,
  dice: 15,
  lottery: 16,
  jackpot: 25,
  baccarat: 31,
  keno: 49,
  hourglass: 998,
  favourite: 999,
} as const;

export type CasinoCategorySlug = keyof typeof CasinoCategory;
export type CasinoCategoryId = (typeof CasinoCategory)[CasinoCategorySlug];

const slugsById: ReadonlyMap<number, CasinoCategorySlug> = new Map(
  (Object.keys(CasinoCategory) as CasinoCategorySlug[]).map((slug) => [CasinoCategory[slug], slug]),
);

/** True when the string names a known casino category. */
export function isCasinoCategorySlug(slug: string): slug is CasinoCategorySlug {
  return Object.hasOwn(CasinoCategory, slug);
}

/** The slug of a casino category id, or undefined. */
export function casinoCategorySlug(id: number): CasinoCategorySlug | undefined {
  return slugsById.get(id);
}
