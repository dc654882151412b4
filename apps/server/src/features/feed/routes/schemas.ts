// Query schemas of the individual calls, built from the shared vocabulary in feed-query.
import { z } from 'zod';
import { SEARCH_MAX } from '../builders/search';
import { boolParam, commonQuery, idListParam, idParam, intParam, listQuery, requiredId } from '../feed-query';

export const gamesByIdsSchema = z.object({ ...commonQuery, games: idListParam('games') });
export const teamGamesSchema = z.object({ ...listQuery, teams: idListParam('teams') });
export const champSchema = z.object({ ...listQuery, champ: idParam('champ') });
export const searchSchema = z.object({
  ...commonQuery,
  text: z.string().trim().min(1).max(SEARCH_MAX),
  limit: intParam('limit', 1, 1000),
  strict: boolParam('strict'),
});
export const gameSchema = z.object({
  ...commonQuery,
  id: requiredId('id'),
  isSubGames: boolParam('isSubGames'),
  GroupEvents: boolParam('GroupEvents'),
  allEventsGroupSubGames: boolParam('allEventsGroupSubGames'),
  countevents: intParam('countevents', 0, 10_000),
  grMode: intParam('grMode', 0, 100),
  marketType: intParam('marketType', 0, 100),
});
export const asiaSchema = z.object({ ...listQuery, sport: idParam('sport') });
export const globalChampSchema = z.object({ ...listQuery, gli: idListParam('gli'), teams: idListParam('teams') });
export const stageSchema = z.object({ ...listQuery, champ: idParam('champ'), id: idParam('id') });
export const duelBodySchema = z.object({
  team1Ids: z.array(z.number().int().min(1)).min(1).max(5),
  team2Ids: z.array(z.number().int().min(1)).min(1).max(5),
});
