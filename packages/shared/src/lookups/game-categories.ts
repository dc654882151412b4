// Categories of the games (instant-win) section, in the spec's order. Both specs list "card games";
// one ends with "other games", the other with "other": the slug is other-games.

export const GAME_CATEGORIES = [
  'top',
  'best',
  'new',
  'lotteries',
  'slots',
  'climb-to-victory',
  'dice',
  'card-games',
  'other-games',
] as const;

export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** True when the string is one of the game categories. */
export function isGameCategory(value: string): value is GameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(value);
}
