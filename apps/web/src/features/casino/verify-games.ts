// The games the verifier recomputes and the parameters each needs (light: imported by the game page too).

/** Our studio's provider id (the lobby id's prefix of its games). */
export const STUDIO_PROVIDER = 'fairline-studio';

export const VERIFY_GAMES = [
  'dice',
  'roulette',
  'mines',
  'plinko',
  'blackjack',
  'orchard-stars',
  'sunstone-ways',
  'crash',
] as const;
export type VerifyGame = (typeof VERIFY_GAMES)[number];

/** Whether the verifier knows a game (by its slug). */
export const verifiableGame = (slug: string): slug is VerifyGame => (VERIFY_GAMES as readonly string[]).includes(slug);

/** The game parameters each game's form asks for, with the values a fresh form starts with. */
export const GAME_PARAMS: Readonly<Record<VerifyGame, Readonly<Record<string, string>>>> = {
  dice: { target: '50', direction: 'over' },
  roulette: { stakes: '' },
  mines: { mines: '3', picks: '' },
  plinko: { rows: '16', risk: 'medium' },
  blackjack: { decisions: '' },
  'orchard-stars': {},
  'sunstone-ways': {},
  crash: { hash: '', salt: '', commitment: '' },
};
