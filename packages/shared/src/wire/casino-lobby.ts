// Wire payloads of the casino lobby calls under /web-api/casino/v1/ (issue 21, ADR 0037): the
// catalogue, a game's launch, the player's recently played games and their game history (recall).
// Answers use the web-api envelope `{ data }`; refusals are `webApiError`. Amounts are integers in the
// minor units of the currency, as in the seamless wallet (ADR 0033).
import { z } from 'zod';
import { CASINO_CATEGORIES, type CasinoCategory } from '../config/casino-sections';
import { CASINO_LAUNCH_LANGUAGES } from './casino-lobby-codes';

export { CASINO_LAUNCH_LANGUAGES, CasinoLobbyErrorCode } from './casino-lobby-codes';
export { CASINO_CATEGORIES, type CasinoCategory };

/** A lobby category. */
export const casinoCategory = z.enum(CASINO_CATEGORIES);

/** At most this many recently played games are listed. */
export const CASINO_RECENT_LIMIT = 12;
/** Game history pages: the default and the largest page. */
export const CasinoHistoryLimits = { default: 20, max: 100 } as const;

// Player protection's refusals of a real-money launch (403) keep their own codes (`rg_self_exclusion`,
// `rg_time_out`, `rg_account_blocked`, `rg_session_limit`, …: wire/responsible-gambling.ts); a guest's
// real-money launch is the usual 401.

const PROVIDER_ID = /^[a-z][a-z0-9-]{1,31}$/;
const GAME_ID = /^[a-z][a-z0-9-]{1,31}:[a-z0-9][a-z0-9-]{0,63}$/;

/** A lobby game id: `<provider>:<slug>`. */
export const casinoGameId = z.string().max(96).regex(GAME_ID, 'a game id is <provider>:<slug>');

/** Splits a lobby game id into its provider and slug (undefined when it is not one). */
export function splitCasinoGameId(id: string): { provider: string; slug: string } | undefined {
  if (!GAME_ID.test(id)) return undefined;
  const at = id.indexOf(':');
  return { provider: id.slice(0, at), slug: id.slice(at + 1) };
}

/** A game tile of the lobby. */
export const lobbyGame = z.object({
  id: casinoGameId.describe('<provider>:<slug>'),
  provider: z.string().regex(PROVIDER_ID),
  slug: z.string(),
  name: z.string().describe('The game’s brand name (the same in every language)'),
  category: casinoCategory,
  rtp: z.number().min(0).max(1).describe('Published theoretical return to player (0–1)'),
  has_demo: z.boolean(),
  art_url: z.string().describe('The tile’s art: a same-origin path or an https URL'),
});
export type LobbyGame = z.infer<typeof lobbyGame>;

/** GET lobby query. */
export const casinoLobbyQuery = z.object({ lang: z.string().max(10).optional() });

/** The catalogue the brand offers in the visitor's country. */
export const casinoLobby = z.object({
  enabled: z.boolean().describe('false: the casino is off here (no games listed, launches refused)'),
  categories: z.array(z.object({ id: casinoCategory, count: z.number().int().nonnegative() })),
  providers: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int().nonnegative() })),
  games: z.array(lobbyGame),
});
export type CasinoLobby = z.infer<typeof casinoLobby>;

/** GET /web-api/casino/v1/lobby */
export const casinoLobbyAnswer = z.object({ data: casinoLobby });
export type CasinoLobbyAnswer = z.infer<typeof casinoLobbyAnswer>;

/** POST /web-api/casino/v1/launch body. */
export const casinoLaunchRequest = z.object({
  game: casinoGameId,
  mode: z.enum(['real', 'demo']).describe('real: the player’s money (login needed); demo: fun money, anyone'),
  lang: z.enum(CASINO_LAUNCH_LANGUAGES),
});
export type CasinoLaunchRequest = z.infer<typeof casinoLaunchRequest>;

/** Where and how the game page shows the game. */
export const casinoLaunch = z.object({
  url: z.string().describe('The iframe’s URL'),
  mode: z.enum(['real', 'demo']),
  frame_origin: z.string().describe('The iframe’s origin (`self`: our own origin), for CSP frame-src'),
  expires_at: z.string().nullable().describe('When the real-money session stops taking bets; null for demo'),
  currency: z.string().describe('ISO code of the currency the game plays in'),
});
export type CasinoLaunch = z.infer<typeof casinoLaunch>;

/** POST /web-api/casino/v1/launch answer. */
export const casinoLaunchAnswer = z.object({ data: casinoLaunch });
export type CasinoLaunchAnswer = z.infer<typeof casinoLaunchAnswer>;

/** A recently played game. */
export const recentCasinoGame = lobbyGame.extend({
  last_played_at: z.string().describe('ISO 8601: the last launch or money move in it'),
});
export type RecentCasinoGame = z.infer<typeof recentCasinoGame>;

/** GET /web-api/casino/v1/recent: newest first, at most CASINO_RECENT_LIMIT. */
export const casinoRecentAnswer = z.object({ data: z.array(recentCasinoGame).max(CASINO_RECENT_LIMIT) });
export type CasinoRecentAnswer = z.infer<typeof casinoRecentAnswer>;

/** GET history query: `cursor` is the previous page's `next_cursor`. */
export const casinoHistoryQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CasinoHistoryLimits.max).default(CasinoHistoryLimits.default),
});
export type CasinoHistoryQuery = z.input<typeof casinoHistoryQuery>;

/** One game round of the player (all its wallet transactions together). */
export const casinoRound = z.object({
  round: z.string().describe('The provider’s round id'),
  game: casinoGameId,
  name: z.string(),
  started_at: z.string().describe('ISO 8601: the round’s first transaction'),
  currency: z.string(),
  stake: z.number().int().describe('Stakes taken, less stakes rolled back (minor units)'),
  win: z.number().int().describe('Wins paid (minor units)'),
  balance_before: z.number().int().describe('Cash before the round’s first money move (minor units)'),
  balance_after: z.number().int().describe('Cash after the round’s last money move (minor units)'),
  status: z.enum(['closed', 'open', 'rolled_back']),
  details_url: z.string().nullable().describe('The provider’s page of the round (seeds to verify), when it has one'),
});
export type CasinoRound = z.infer<typeof casinoRound>;

/** GET /web-api/casino/v1/history: newest round first. */
export const casinoHistoryAnswer = z.object({
  data: z.object({ rounds: z.array(casinoRound), next_cursor: z.string().nullable() }),
});
export type CasinoHistoryAnswer = z.infer<typeof casinoHistoryAnswer>;
