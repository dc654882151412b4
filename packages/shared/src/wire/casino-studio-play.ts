// Our studio's play API, `/studio-api/v1/…` (issue 21 section 2, ADR 0036): what the studio's own front
// end (in the game page's sandboxed iframe) sends and reads. JSON, token-authenticated (a studio session
// as `authorization: Bearer <session>`, never cookies), CORS `*`. Money is integers in the currency's
// minor units. `outcome` is the shared game maths' own result object (packages/shared/src/casino), so
// the verifier page can recompute it from the seeds with the same code.
import { z } from 'zod';
import { currencyByCode } from '../lookups/currencies';

/** Where the studio's API lives. */
export const STUDIO_API_PREFIX = '/studio-api/v1';
/** Where the studio's front end is served (`/studio/v1/<game>`) and its built files (`/studio/assets/…`). */
export const STUDIO_PAGE_PREFIX = '/studio/v1';

/** The studio's games played over this API (crash is played live over /ws, not here). */
export const STUDIO_PLAY_GAMES = [
  'dice',
  'roulette',
  'plinko',
  'orchard-stars',
  'sunstone-ways',
  'mines',
  'blackjack',
] as const;
export type StudioPlayGame = (typeof STUDIO_PLAY_GAMES)[number];

/** A studio session plays one of these: the games above, or the live crash game (ADR 0058). */
export const STUDIO_SESSION_GAMES = [...STUDIO_PLAY_GAMES, 'crash'] as const;
export type StudioSessionGame = (typeof STUDIO_SESSION_GAMES)[number];

/** A demo (fun-money) session starts with this many major units of the shown currency. */
export const STUDIO_DEMO_BALANCE_MAJOR = 1000;

/** The largest stake of one round per game, in US dollars (converted per currency by `studioStakeLimits`). */
export const STUDIO_MAX_STAKE_USD: Readonly<Record<StudioPlayGame, number>> = {
  dice: 1000,
  roulette: 1000,
  plinko: 500,
  'orchard-stars': 100,
  'sunstone-ways': 100,
  mines: 500,
  blackjack: 1000,
};

/** A round's stake limits in a currency's minor units: min 1; blackjack stakes are even (insurance is half). */
export function studioStakeLimits(
  game: StudioPlayGame,
  currencyCode: string,
): { min: number; max: number; step: number } {
  const currency = currencyByCode(currencyCode);
  const step = game === 'blackjack' ? 2 : 1;
  if (!currency) return { min: step, max: step, step };
  const max = Math.floor(STUDIO_MAX_STAKE_USD[game] * currency.conversionCoefficient * 10 ** currency.minorDigits);
  return { min: step, max: Math.max(step, max - (max % step)), step };
}

/** Error codes of the studio API besides the wallet's refusals (`RS_ERROR_NOT_ENOUGH_MONEY` …). */
export const STUDIO_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'ROUND_OPEN',
  'ROUND_CLOSED',
  'ACTION_NOT_ALLOWED',
  'STAKE_OUT_OF_RANGE',
  'WALLET_UNAVAILABLE',
  'BETTING_CLOSED',
  'BUSTED',
] as const;

/** Every error answer: HTTP 4xx (5xx when the studio or the wallet failed). `code` is one of STUDIO_ERROR_CODES or a wallet status. */
export const studioError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type StudioError = z.infer<typeof studioError>;

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const stake = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('Minor units');
const currencyCode = z.string().regex(/^[A-Z]{3,5}$/);
const lang = z.enum(['ru', 'en', 'ar']);

/** A client seed: 1–64 visible ASCII characters. */
export const studioClientSeed = z.string().regex(/^[\x21-\x7e]{1,64}$/, '1–64 visible ASCII characters');

/** The current seed pair: the server seed's SHA-256 (committed before play), the client seed, the next nonce. */
export const studioSeeds = z.object({
  server_seed_hash: z.string().regex(/^[0-9a-f]{64}$/),
  client_seed: z.string(),
  nonce: z.number().int().min(0),
});
export type StudioSeeds = z.infer<typeof studioSeeds>;

const sessionGame = z.enum(STUDIO_SESSION_GAMES);

/**
 * POST /studio-api/v1/sessions: a real-money launch (the launch URL's `token` and `user`, and the game
 * slug of the page's path: the platform's game session is bound to that player and game), or a demo
 * session in a currency. A real session plays only its game; a demo session any game.
 */
export const studioSessionRequest = z.union([
  z
    .object({
      token: z.string().min(1).max(100),
      user: z.string().min(1).max(100).describe('The player id of the launch URL'),
      game: sessionGame,
      lang: lang.optional(),
    })
    .strict(),
  z
    .object({ demo: z.literal(true), currency: currencyCode, game: sessionGame.optional(), lang: lang.optional() })
    .strict(),
]);
export type StudioSessionRequest = z.infer<typeof studioSessionRequest>;

export const studioSessionAnswer = z.object({
  session: z.string().describe('Send as `authorization: Bearer <session>`'),
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  balance: minor,
  digits: z.number().int().min(0).describe('Minor digits of the currency: 100 minor units = 1.00 when 2'),
  seeds: studioSeeds,
  lang: lang.optional(),
});
export type StudioSessionAnswer = z.infer<typeof studioSessionAnswer>;

/** POST /studio-api/v1/seeds/client */
export const studioClientSeedRequest = z.object({ client_seed: studioClientSeed }).strict();
export const studioSeedsAnswer = z.object({ seeds: studioSeeds });

/** POST /studio-api/v1/seeds/rotate: the old pair revealed, a new commitment. */
export const studioRotateAnswer = z.object({
  revealed: z.object({
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    last_nonce: z.number().int().min(-1).describe('The last nonce played with the pair; -1 when none was'),
  }),
  seeds: studioSeeds,
});
export type StudioRotateAnswer = z.infer<typeof studioRotateAnswer>;

const int = z.number().int();
const pocket = int.min(0).max(36);

/** A roulette bet as the shared maths names it (`RouletteBet`). */
export const studioRouletteBet = z.union([
  z.object({
    kind: z.enum(['straight', 'split', 'street', 'corner', 'sixLine']),
    numbers: z.array(pocket).min(1).max(6),
  }),
  z.object({ kind: z.enum(['dozen', 'column']), index: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']) }),
]);

export const studioDiceParams = z.object({
  target: z.number().min(0.01).max(99.99).describe('Hundredths: 0.01 … 99.99'),
  direction: z.enum(['over', 'under']),
});
export const studioRouletteParams = z.object({
  stakes: z
    .array(z.object({ bet: studioRouletteBet, amount: stake }))
    .min(1)
    .max(60),
});
export const studioPlinkoParams = z.object({ rows: int.min(8).max(16), risk: z.enum(['low', 'medium', 'high']) });
export const studioMinesParams = z.object({ mines: int.min(1).max(24) });
const empty = z.object({}).strict();

/** POST /studio-api/v1/rounds: stake = the round's stake (roulette: the sum of its stakes; slots: the total bet). */
export const studioRoundRequest = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), stake, params: studioDiceParams }),
  z.object({ game: z.literal('roulette'), stake, params: studioRouletteParams }),
  z.object({ game: z.literal('plinko'), stake, params: studioPlinkoParams }),
  z.object({ game: z.enum(['orchard-stars', 'sunstone-ways']), stake, params: empty.default({}) }),
  z.object({ game: z.literal('mines'), stake, params: studioMinesParams }),
  z.object({ game: z.literal('blackjack'), stake, params: empty.default({}) }),
]);
export type StudioRoundRequest = z.input<typeof studioRoundRequest>;

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'] as const;

/** POST /studio-api/v1/rounds/:round/actions */
export const studioActionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reveal'), params: z.object({ tile: int.min(0).max(24) }) }),
  z.object({ action: z.literal('cashout'), params: empty.default({}) }),
  z.object({ action: z.enum(BLACKJACK_ACTIONS), params: empty.default({}) }),
]);
export type StudioActionRequest = z.input<typeof studioActionRequest>;

export const studioRoundParams = z.object({ round: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

// Outcomes: the shared maths' result objects (their own camelCase names).
const diceOutcome = z.object({ roll: z.number(), isWin: z.boolean(), multiplier: z.number() });
const rouletteOutcome = z.object({ pocket, returns: z.array(z.number()), totalReturn: z.number() });
const plinkoOutcome = z.object({ path: z.array(z.enum(['L', 'R'])), bucket: int, multiplier: z.number() });
const slotSpin = z.object({
  stops: z.array(int),
  window: z.array(z.array(z.string())),
  win: z.number(),
  scatters: int,
});
const slotOutcome = z.object({ base: slotSpin, freeSpins: z.array(slotSpin), multiplier: z.number() });
/** Mines: `mines` (the mined tiles) is null while the round is open; `multiplier` is the cash-out now or the final one. */
const minesOutcome = z.object({
  mineCount: int,
  picks: z.array(int),
  mines: z.array(int).nullable(),
  safeReveals: int,
  hitMine: z.boolean(),
  multiplier: z.number(),
  nextMultiplier: z.number().nullable(),
});
const card = z.object({ rank: int.min(0).max(12), suit: int.min(0).max(3) });
/** Blackjack: the shared `BlackjackState`; while open the dealer shows the up card only. */
const blackjackOutcome = z.object({
  bet: z.number(),
  next: int,
  dealer: z.array(card),
  hands: z.array(z.object({ cards: z.array(card), stake: z.number(), isDone: z.boolean(), isSplit: z.boolean() })),
  insurance: z.number(),
  phase: z.enum(['insurance', 'player', 'done']),
  totalReturn: z.number(),
  actions: z.array(z.enum(BLACKJACK_ACTIONS)).describe('What the player may do now'),
  decisions: z
    .array(z.enum(BLACKJACK_ACTIONS))
    .optional()
    .describe('What the player did, in order (the verifier replays them); absent before the first'),
});

/** What verifies a round: the server seed is null until the pair is rotated. */
export const studioVerify = z.object({
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int().min(0),
});

const roundCore = {
  id: z.string(),
  status: z.enum(['open', 'closed']),
  stake: minor.describe('Everything staked in the round so far (blackjack: doubles, split and insurance too)'),
  win: minor,
  currency: z.string(),
  created_at: z.string(),
};
const roundBase = { ...roundCore, verify: studioVerify };

/**
 * A crash bet (ADR 0058), by its bet id: its round's chain hash, null until that round busted; the chain's
 * salt; what the hash must hash to (the previous round's hash, or the chain's commitment for its first
 * round), given with the hash. The same three the crash frame's verify link carries.
 */
export const studioCrashVerify = z.object({
  hash: z.string().nullable(),
  salt: z.string(),
  commitment: z.string().nullable(),
});
const studioCrashRound = z.object({
  ...roundCore,
  game: z.literal('crash'),
  params: z.object({
    auto_cash_out: z.number().nullable(),
    cash_out: z.number().nullable().describe('The multiplier cashed out at; null when not (yet)'),
  }),
  outcome: z.object({ crash_point: z.number().nullable().describe('Null until the round busted') }),
  verify: studioCrashVerify,
});

/** A round of the games played over this API, by game (what POST rounds and its actions answer). */
export const studioPlayRound = z.discriminatedUnion('game', [
  z.object({ ...roundBase, game: z.literal('dice'), params: studioDiceParams, outcome: diceOutcome }),
  z.object({ ...roundBase, game: z.literal('roulette'), params: studioRouletteParams, outcome: rouletteOutcome }),
  z.object({ ...roundBase, game: z.literal('plinko'), params: studioPlinkoParams, outcome: plinkoOutcome }),
  z.object({ ...roundBase, game: z.enum(['orchard-stars', 'sunstone-ways']), params: empty, outcome: slotOutcome }),
  z.object({ ...roundBase, game: z.literal('mines'), params: studioMinesParams, outcome: minesOutcome }),
  z.object({ ...roundBase, game: z.literal('blackjack'), params: empty, outcome: blackjackOutcome }),
]);
export type StudioPlayRound = z.infer<typeof studioPlayRound>;

/** A round by game as GET rounds/:round shows it: a played round, or a crash bet (ADR 0058). */
export const studioRound = z.discriminatedUnion('game', [...studioPlayRound.options, studioCrashRound]);
export type StudioRound = z.infer<typeof studioRound>;

/** The answer of POST rounds and POST rounds/:round/actions: the round and the session's balance after it. */
export const studioPlayAnswer = z.object({ round: studioPlayRound, balance: minor });
export type StudioPlayAnswer = z.infer<typeof studioPlayAnswer>;
