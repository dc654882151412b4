// Wire payloads of the feeds' views around the games (feed.ts holds games, championships and sports):
// the Asian view, league tables, pre-match insights, duels and a live game's incidents. The wire
// documents none of them, so these shapes are ours; the omission rule of feed.ts applies.
import { z } from 'zod';
import { feedOutcome, feedScore } from './feed';

const id = z.number().int();
const count = z.number().int().min(0);
const unixSeconds = z.number().int().describe('Unix seconds');

/** An Asian handicap rung: the home line `P` with both sides' outcomes. */
export const asiaHandicapRung = z.object({
  P: z.number().describe('Home line'),
  CE: z.literal(1).optional().describe('The main line'),
  H: feedOutcome,
  A: feedOutcome,
});

/** An over/under rung: the total `P` with both sides' outcomes. */
export const asiaTotalRung = z.object({
  P: z.number().describe('Total line'),
  CE: z.literal(1).optional().describe('The main line'),
  O: feedOutcome,
  U: feedOutcome,
});

/** A game in the Asian layout (`Asia/AsiaGetGames` items, `Asia/AsiaGetGame`). */
export const asiaGame = z
  .object({
    I: id,
    CI: id,
    S: unixSeconds,
    O1: z.string(),
    O2: z.string(),
    O1I: id.optional(),
    O2I: id.optional(),
    LI: id,
    L: z.string(),
    SI: id,
    SN: z.string().optional(),
    X12: z.array(feedOutcome).optional().describe('1X2 (or the two-way moneyline)'),
    AH: z.array(asiaHandicapRung).optional().describe('Asian handicap ladder'),
    OU: z.array(asiaTotalRung).optional().describe('Over/under ladder'),
    OU1: z.array(asiaTotalRung).optional().describe('Over/under of the first half'),
    SC: feedScore.optional(),
  })
  .meta({ id: 'AsiaGame' });
export type AsiaGame = z.infer<typeof asiaGame>;

/** A championship with its game count (`Asia/AsiaGetLeagues` items). */
export const asiaLeague = z.object({ LI: id, L: z.string(), SI: id, CI: id.optional(), C: count });
export type AsiaLeague = z.infer<typeof asiaLeague>;

/** A championship that has a league table (`GetStageTableIds` items). */
export const stageTableId = z.object({ LI: id, L: z.string(), SI: id, SN: z.string().optional() });
export type StageTableId = z.infer<typeof stageTableId>;

/** `GetStageTableZip2`: a championship's table from this season's results, best first. */
export const stageTable = z.object({
  LI: id,
  L: z.string(),
  SI: id,
  SN: z.string().optional(),
  SS: count.optional().describe('Season'),
  GP: count.optional().describe('Games played in the season'),
  T: z
    .array(
      z.object({
        P: id.describe('Position'),
        I: id.describe('Team id'),
        N: z.string().optional(),
        G: count.optional().describe('Games'),
        W: count.optional(),
        D: count.optional(),
        L: count.optional(),
        GF: count.optional().describe('Scored'),
        GA: count.optional().describe('Conceded'),
        GD: z.number().int().optional(),
        PT: count.optional().describe('Points'),
        F: z.string().optional().describe('Form, newest last: W, D, L'),
      }),
    )
    .optional(),
});
export type StageTable = z.infer<typeof stageTable>;

const formGame = z.object({
  I: id,
  S: unixSeconds,
  O: z.string().optional().describe('Opponent'),
  H: z.literal(true).optional().describe('Played at home'),
  S1: count.optional(),
  S2: count.optional(),
  R: z.enum(['W', 'D', 'L']),
});

/** `GameInsights`: form, head-to-head, table positions and a few sentences. */
export const gameInsights = z.object({
  I: id,
  CI: id,
  O1: z.string(),
  O2: z.string(),
  O1I: id,
  O2I: id,
  LI: id,
  SI: id,
  WP: z.object({ P1: z.number().optional(), PX: z.number().optional(), P2: z.number().optional() }).optional(),
  F1: z.array(formGame).optional().describe('Home side’s last games'),
  F2: z.array(formGame).optional().describe('Away side’s last games'),
  H2H: z
    .array(z.object({ I: id, S: unixSeconds, O1I: id, O2I: id, S1: count.optional(), S2: count.optional() }))
    .optional(),
  TP: z.object({ P1: id.optional(), P2: id.optional() }).optional().describe('Table positions'),
  FA: z.array(z.string()).optional().describe('Facts in the requested language'),
});
export type GameInsights = z.infer<typeof gameInsights>;

/** A team that can be put in a duel, with its next game (`GetAvailablePlayersForDuel` items). */
export const duelPlayer = z.object({
  I: id.describe('Team id'),
  N: z.string(),
  SI: id,
  LI: id,
  L: z.string(),
  GI: id.describe('Its next game'),
  S: unixSeconds,
});
export type DuelPlayer = z.infer<typeof duelPlayer>;

/** POST /service-api/LineFeed/BuildDuel body. */
export const duelRequest = z.object({
  team1Ids: z.array(z.number().int().min(1)).min(1).max(5),
  team2Ids: z.array(z.number().int().min(1)).min(1).max(5),
});
export type DuelRequest = z.infer<typeof duelRequest>;

/** `BuildDuel`: which side scores more, priced 3-way (G 1) and draw-no-bet (G 101). */
export const duel = z.object({
  T1: z.array(z.string()).describe('Side 1 teams'),
  T2: z.array(z.string()).describe('Side 2 teams'),
  X1: z.number().describe('Side 1 expected goals'),
  X2: z.number().describe('Side 2 expected goals'),
  G1: z.array(id).describe('The games side 1 scores in'),
  G2: z.array(id),
  E: z.array(feedOutcome),
});
export type Duel = z.infer<typeof duel>;

/** `GetChronoOfPlay`: the incidents of a live game with their minute. */
export const chronoOfPlay = z.object({
  I: id,
  CI: id,
  O1: z.string(),
  O2: z.string(),
  EV: z.array(
    z.object({
      I: id.describe('Kind: 1 goal, 2 yellow card, 3 red card, 4 penalty'),
      N: z.string(),
      T: z.literal([1, 2]).describe('Team'),
      M: id.describe('Minute'),
      TS: count.optional().describe('Elapsed seconds'),
      S1: count.optional().describe('Score after a goal'),
      S2: count.optional(),
    }),
  ),
});
export type ChronoOfPlay = z.infer<typeof chronoOfPlay>;
