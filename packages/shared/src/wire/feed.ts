// Wire payloads of the betting feeds (/service-api/LineFeed/*, /service-api/LiveFeed/*) in the shape of
// domain/wire-format.md. Keys whose value is 0, false or empty are left off the wire, so a key is
// required here only where it can never be empty (ids, names, start). The server types its builders
// with these; the web imports the types only (feed answers are large and come from our own server), and
// parses the live changes that carry games, outcomes and scores (feed-changes.ts) in its sportsbook.
import { z } from 'zod';
import { GameStatus } from '../enums/game-status';
import { serviceAnswer } from './service-envelope';

const id = z.number().int();
const count = z.number().int().min(0);
const unixSeconds = z.number().int().describe('Unix seconds');

/** Game status codes: 1 accepting bets, 2 settled, 3 not accepting, 4 cancelled. */
export const gameStatus = z.literal(Object.values(GameStatus));

/** An outcome (`E` items): a price of one market line. */
export const feedOutcome = z
  .object({
    T: id.describe('Outcome type'),
    G: id.describe('Market group'),
    C: z.number().describe('Decimal odds'),
    CV: z.string().optional().describe('The odds in the requested format (cfview), absent for decimal'),
    P: z.number().optional().describe('Line: signed for handicaps, absent when the market has none'),
    B: z.literal(true).optional().describe('Suspended'),
    CE: z.literal(1).optional().describe('The main line of a market with several lines'),
  })
  .meta({ id: 'FeedOutcome' });
export type FeedOutcome = z.infer<typeof feedOutcome>;

const scorePair = { S1: count.optional(), S2: count.optional() };

/** One statistic of a live game (`SC.ST[].Value` items); ids in wire-format.md. xG is a decimal. */
export const feedStat = z.object({
  ID: id,
  S1: z.number().min(0).optional(),
  S2: z.number().min(0).optional(),
  N: z.string().optional(),
});
export type FeedStat = z.infer<typeof feedStat>;

/** The live score block `SC`: a missing S1 or S2 means 0. */
export const feedScore = z
  .object({
    FS: z.object(scorePair).optional().describe('Full score'),
    PS: z
      .array(z.object({ Key: id, Value: z.object({ ...scorePair, NF: z.string().optional() }) }))
      .optional()
      .describe('Period scores'),
    CP: count.optional().describe('Current period'),
    CPS: z.string().optional().describe('Current period name; "Half time" or "Break" between periods, as `BR` says'),
    TS: count.optional().describe('Elapsed seconds; stopped between periods'),
    TP: count
      .optional()
      .describe(
        'Clock seconds at the regulation end of the current period (2700 in a football first half): TS beyond it is stoppage time',
      ),
    BR: z
      .union([z.literal(1), z.literal(2)])
      .optional()
      .describe('Between periods, the clock stopped: 1 a break, 2 half time; absent in play'),
    I: z.string().optional().describe('Info text'),
    SLS: z.string().optional().describe('Status line'),
    ST: z
      .array(z.object({ Key: count, Value: z.array(feedStat) }))
      .optional()
      .describe('Statistics'),
    LE: z
      .object({
        K: id.describe(
          'Kind (enums/match-event.ts): 1 attack, 2 dangerous attack, 3/4 shot on/off target, 5 goal, 6 corner, 7/8 yellow/red card, 9 penalty, 10 basket',
        ),
        T: z.literal([1, 2]).describe('Side'),
        TS: count.optional().describe('Clock seconds when it happened'),
        P: count.optional().describe('Points of a basket'),
      })
      .optional()
      .describe('The latest match event, for the match tracker (ADR 0047)'),
    SV: z
      .literal([1, 2])
      .optional()
      .describe('Tennis, table tennis, volleyball: the side serving the unit in play; absent between sets (ADR 0047)'),
    GP: z
      .object(scorePair)
      .optional()
      .describe('Tennis: points won in the game (or tie-break) in play, as counts; absent at 0:0'),
  })
  .meta({ id: 'FeedScore' });
export type FeedScore = z.infer<typeof feedScore>;

/** A game (`Get1x2_VZip` items, the head of `GetGameZip`, `game+` live items). */
export const feedGame = z
  .object({
    I: id.describe('Game id'),
    N: count.optional().describe('Game number (round)'),
    CI: id.describe('Const id, the same in line and live'),
    COI: id.optional().describe('Country id'),
    S: unixSeconds.describe('Start'),
    O1: z.string().describe('Home, in the requested language'),
    O2: z.string().describe('Away, in the requested language'),
    O1E: z.string().optional(),
    O2E: z.string().optional(),
    O1R: z.string().optional(),
    O2R: z.string().optional(),
    O1I: id.optional().describe('Home team id'),
    O2I: id.optional().describe('Away team id'),
    O1C: id.optional().describe('Home team country'),
    O2C: id.optional().describe('Away team country'),
    L: z.string().describe('Championship, in the requested language'),
    LE: z.string().optional(),
    LR: z.string().optional(),
    LI: id.describe('Championship id'),
    CN: z.string().optional().describe('Country name'),
    SI: id.describe('Sport id'),
    SN: z.string().optional().describe('Sport, in the requested language'),
    SE: z.string().optional(),
    SR: z.string().optional(),
    GLI: id.optional().describe('Global championship id'),
    EC: count.optional().describe('Outcomes in the full game'),
    SGC: count.optional().describe('Sub-games'),
    TN: z.string().optional().describe('Period word ("Half")'),
    TNS: z.string().optional().describe('Its plural'),
    MIS: z
      .array(z.object({ K: id, V: z.string() }))
      .optional()
      .describe('Match info: K 1 stage, 2 venue, 7 city, …'),
    WP: z
      .object({ P1: z.number().optional(), PX: z.number().optional(), P2: z.number().optional() })
      .optional()
      .describe('Pre-match win probabilities'),
    HHTHS: z.literal(true).optional().describe('Has head-to-head facts (GameInsights)'),
    E: z.array(feedOutcome).optional().describe('Main outcomes'),
    SC: feedScore.optional().describe('Live score (live feed only)'),
  })
  .meta({ id: 'FeedGame' });
export type FeedGame = z.infer<typeof feedGame>;

/** A market group of a game page, its outcomes in display columns. */
export const feedMarketGroup = z.object({
  G: id,
  GS: id.optional().describe('Short group'),
  E: z.array(z.array(feedOutcome)).describe('Display columns'),
});
export type FeedMarketGroup = z.infer<typeof feedMarketGroup>;

/** A sub-game (period) with markets of its own; `CI` is the id to open it with. */
export const feedSubGame = z.object({ CI: id, PN: z.string().optional(), TG: z.string().optional() });
export type FeedSubGame = z.infer<typeof feedSubGame>;

/** `GetGameZip`: the game with every market group; a sub-game id answers its period (`PN`). */
export const feedGamePage = feedGame
  .extend({
    PN: z.string().optional().describe('Period name, when the id is a sub-game'),
    AE: z
      .array(z.object({ G: id, ME: z.array(feedOutcome) }))
      .optional()
      .describe('Alternative lines'),
    GE: z.array(feedMarketGroup).optional().describe('Every market group'),
    SG: z.array(feedSubGame).optional().describe('Sub-games'),
  })
  .meta({ id: 'FeedGamePage' });
export type FeedGamePage = z.infer<typeof feedGamePage>;

/** A championship (`GetChampsZip`, `WebGetTopChampsZip`, `ChampsByGlobalChamp` items). */
export const feedChamp = z
  .object({
    LI: id,
    L: z.string(),
    LE: z.string().optional(),
    LR: z.string().optional(),
    CI: id.optional().describe('Country id'),
    CN: z.string().optional(),
    CE: z.string().optional(),
    SI: id,
    SN: z.string().optional(),
    SE: z.string().optional(),
    T: count.optional().describe('Sort weight, lower first'),
    GC: count.optional().describe('Games'),
    GLI: id.optional(),
  })
  .meta({ id: 'FeedChamp' });
export type FeedChamp = z.infer<typeof feedChamp>;

/** `GetChampZip`: a championship and its games. */
export const feedChampGames = feedChamp.extend({ G: z.array(feedGame) });
export type FeedChampGames = z.infer<typeof feedChampGames>;

/** A sport with its championships (`GetSportsShortZip` items). */
export const feedSport = z
  .object({
    I: id,
    N: z.string(),
    R: z.string().optional().describe('Name in Russian'),
    C: count.optional().describe('Games'),
    CC: count.optional().describe('Championships'),
    L: z
      .array(
        z.object({
          LI: id,
          L: z.string(),
          LR: z.string().optional(),
          SI: id.optional(),
          CI: id.optional(),
          T: count.optional(),
          GC: count.optional(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'FeedSport' });
export type FeedSport = z.infer<typeof feedSport>;

/** A sport and its game count (`SportsByGlobalChamp`, `Asia/AsiaGetSports` items). */
export const feedSportCount = z.object({ I: id, N: z.string(), C: count });
export type FeedSportCount = z.infer<typeof feedSportCount>;

/** An express of the day (our shape): legs from different games, each game with its one leg in `E`. */
export const feedExpress = z
  .object({
    I: id.describe('Number of the express in the list'),
    CF: z.number().describe('Total odds'),
    CV: z.string().optional().describe('Total odds in the requested format'),
    G: z.array(feedGame).describe('The legs'),
  })
  .meta({ id: 'FeedExpress' });
export type FeedExpress = z.infer<typeof feedExpress>;

/** `ErrorCode` of a feed call's business refusal: a game or championship not found, a duel refused. */
export const FEED_REFUSED = 12;

/** The answer of a feed call: the envelope with `value`, or a refusal (HTTP 200, `Value: null`). */
export const feedAnswer = <V extends z.ZodType>(value: V) => serviceAnswer(value, z.literal(FEED_REFUSED), z.null());
