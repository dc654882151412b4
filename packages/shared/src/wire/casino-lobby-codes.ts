// The lobby's constants without its schemas: a page that only needs a name or a code does not build zod
// schemas for it (the web's first screen, ADR 0026). Re-exported by casino-lobby.ts.

/** Languages a game is launched in. */
export const CASINO_LAUNCH_LANGUAGES = ['ru', 'en', 'ar'] as const;

/** Refusal codes of the lobby calls (`error_code` of a web-api error). */
export const CasinoLobbyErrorCode = {
  /** The casino is off for the brand or the visitor's country. */
  casinoDisabled: 'casino_disabled',
  /** No such game, or the game is not offered here (category or provider switched off). */
  unknownGame: 'casino_unknown_game',
  /** The game has no fun-money mode. */
  noDemo: 'casino_no_demo',
} as const;

/** A tournament's phases, in order. */
export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;
