// The statistics calls (issue 23, section 2; ADR 0041). The spec names the paths only; the shapes are
// ours: `/SiteService/*` answer `{ data }` like web-api, `/service-api/*` answer the service envelope
// (`Success`, `Error`, `ErrorCode`, `Guid`, `Id`, `Value`) their errors already take.
import { z } from 'zod';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);
const lang = z.enum(['ru', 'en', 'ar']).default('en').describe('The language of names');

/** Head-to-head meetings are read this many seasons back (the current one included). */
export const HEAD_TO_HEAD_SEASONS = 3;
/** A team's last games: how many by default and at most. */
export const LAST_GAMES = { default: 10, max: 30 } as const;
/** Stage table types (`tt`): every game, home games only, away games only. */
export const TABLE_TYPES = ['total', 'home', 'away'] as const;
export type TableType = (typeof TABLE_TYPES)[number];
/** Points of the coefficient graph at most. */
export const GRAPH_POINTS = 60;

export const gameIdQuery = z.object({ gameId: id.describe('A line, live or constant game id'), lang });
export const teamQuery = z.object({
  teamId: id,
  count: z.coerce.number().int().min(1).max(LAST_GAMES.max).default(LAST_GAMES.default),
  lang,
});
export const stageQuery = z.object({
  stageId: id.describe('The championship (stage) id'),
  tt: z.enum(TABLE_TYPES).default('total').describe('Table type: every game, home or away games'),
  seasonId: z.coerce.number().int().min(0).optional().describe('A season number; the current one when absent'),
  lang,
});
export const seasonQuery = stageQuery.omit({ tt: true }).extend({
  sportId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('The championship must be of this sport (cyber pages)'),
});
export const playersQuery = z
  .object({
    teamId: id.optional().describe('The squad of this team'),
    playerId: id.optional().describe('One player, with the current season’s numbers'),
    lang,
  })
  .refine((q) => (q.teamId === undefined) !== (q.playerId === undefined), {
    message: 'Give exactly one of teamId and playerId',
  });
export const raceQuery = z.object({ raceid: id });
export const permanentIdQuery = z.object({ permanentId: id.describe('A game’s constant id'), lang });
export const langQuery = z.object({ lang });

const score = z.object({ home: z.number().int(), away: z.number().int() });
const ref = z.object({ id: z.number().int(), name: z.string() });
const result = z.enum(['W', 'D', 'L']);

export const statTeam = ref.extend({ sport_id: z.number().int(), champ_id: z.number().int(), country: z.string() });

export const statGame = z.object({
  id: z.number().int().describe('Constant id (the line id; the live id is it plus 2^30)'),
  start: z.string().describe('Kick-off, ISO 8601'),
  champ: ref,
  sport_id: z.number().int(),
  season: z.number().int(),
  round: z.number().int(),
  home: ref,
  away: ref,
  score: score.nullable().describe('Final score (overtime and shoot-outs included) once finished, null before'),
});
export type StatGame = z.infer<typeof statGame>;

export const gameStatus = statGame.extend({
  phase: z.enum(['line', 'live', 'finished', 'cancelled']),
  live_id: z.number().int(),
  minute: z.string().nullable().describe('Live clock text (a period’s name between periods), null otherwise'),
  has_lineups: z.boolean(),
});
export type GameStatus = z.infer<typeof gameStatus>;

export const teamGame = statGame.extend({ result, is_home: z.boolean() });
export const teamLastGames = z.object({
  team: statTeam,
  form: z.array(result).describe('The last five results, newest last'),
  games: z.array(teamGame).describe('Finished games, newest first'),
  next: z.array(statGame).describe('The team’s published games yet to start'),
});
export type TeamLastGames = z.infer<typeof teamLastGames>;

export const headToHead = z.object({
  home: ref,
  away: ref,
  summary: z.object({ home_wins: z.number().int(), draws: z.number().int(), away_wins: z.number().int() }),
  games: z.array(statGame).describe(`Meetings of the last ${HEAD_TO_HEAD_SEASONS} seasons, newest first`),
});
export type HeadToHead = z.infer<typeof headToHead>;

export const tableRow = z.object({
  position: z.number().int(),
  team: ref,
  games: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  scored: z.number().int(),
  conceded: z.number().int(),
  points: z.number().int(),
  form: z.array(result),
});
export const stageTable = z.object({
  champ: ref,
  sport_id: z.number().int(),
  season: z.number().int(),
  seasons: z.array(z.number().int()).describe('Seasons that can be asked for, newest first'),
  table_type: z.enum(TABLE_TYPES),
  has_draws: z.boolean(),
  rows: z.array(tableRow),
});
export type StageTable = z.infer<typeof stageTable>;

export const seasonGames = z.object({
  champ: ref,
  sport_id: z.number().int(),
  season: z.number().int(),
  seasons: z.array(z.number().int()),
  results: z.array(statGame).describe('Finished games, newest first'),
  fixtures: z.array(statGame).describe('Published games yet to finish, soonest first'),
});
export type SeasonGames = z.infer<typeof seasonGames>;

export const player = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.number().int(),
  position: z.string().describe('Position code of the sport (GK, DF, MF, FW; G, D, F; …)'),
  age: z.number().int(),
  team: ref,
});
export type Player = z.infer<typeof player>;
export const playerInfo = player.extend({
  sport_id: z.number().int(),
  country: z.string(),
  season: z.object({
    team_games: z.number().int(),
    appearances: z.number().int(),
    starts: z.number().int(),
    goals: z.number().int().nullable().describe('Goal sports only'),
  }),
});
export const playersAnswer = z.object({ players: z.array(playerInfo.or(player)) });

export const lineUp = z.object({
  team: ref,
  formation: z.string().nullable(),
  starting: z.array(player),
  bench: z.array(player),
});
export const lineUps = z.object({
  game_id: z.number().int(),
  available: z.boolean().describe('False for sports without line-ups (tennis, table tennis)'),
  home: lineUp.nullable(),
  away: lineUp.nullable(),
});
export type LineUps = z.infer<typeof lineUps>;

export const stadium = z.object({
  game_id: z.number().int(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  capacity: z.number().int().nullable().describe('Null for online venues'),
  surface: z.string().nullable(),
});

export const graphPoint = z.object({
  at: z.string().describe('ISO 8601'),
  odds: z.array(z.number().nullable()).describe('One price per outcome, null while the market was closed'),
  live: z.boolean(),
});
export const coefficientGraph = z.object({
  game_id: z.number().int(),
  home: z.string(),
  away: z.string(),
  group: z.number().int().describe('The market group (G): 1 for 1X2, else the sport’s winner market'),
  outcomes: z.array(z.object({ T: z.number().int(), label: z.enum(['1', 'X', '2']) })),
  points: z.array(graphPoint),
});
export type CoefficientGraph = z.infer<typeof coefficientGraph>;

export const countries = z.array(z.object({ id: z.number().int(), iso: z.string(), name: z.string() }));
export const statSports = z.array(
  z.object({ id: z.number().int(), name: z.string(), is_cyber: z.boolean(), has_lineups: z.boolean() }),
);
export const checkLink = z.object({
  available: z.boolean(),
  path: z.string().nullable().describe('The game’s statistics page under the language, null when there is none'),
});

/** The `{ data }` answer of a SiteService call. */
export const siteAnswer = <T extends z.ZodType>(data: T) => z.object({ data });

/** The accepted service envelope of a statistics call under /service-api. */
export const serviceOk = <T extends z.ZodType>(value: T) =>
  z.object({
    Success: z.literal(true),
    Error: z.literal(''),
    ErrorCode: z.literal(0),
    Guid: z.literal(''),
    Id: z.literal(0),
    Value: value,
  });
