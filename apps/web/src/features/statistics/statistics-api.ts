// The statistics calls; every answer is parsed with the shared wire schema (untrusted input).
import * as wire from '@fairline/shared/wire/statistics';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../lib/http';

const FEED = '/service-api/statisticfeed/api/v1';
type Params = Record<string, string | number>;

async function site<T extends z.ZodType>(url: string, params: Params, schema: T): Promise<z.infer<T>> {
  const answer = await http.requestOrThrow<unknown>({ url, params });
  const { data } = wire.siteAnswer(schema).parse(answer) as { data: z.infer<T> };
  return data;
}

async function service<T extends z.ZodType>(url: string, params: Params, schema: T): Promise<z.infer<T>> {
  const answer = await http.requestOrThrow<unknown>({ url, params });
  const { Value } = wire.serviceOk(schema).parse(answer) as { Value: z.infer<T> };
  return Value;
}

// History changes only as games finish: a minute is fresh enough, and a failed id is not retried.
const options = { staleTime: 60_000, retry: false } as const;

export const statusQuery = (gameId: number, lang: string) =>
  queryOptions({
    queryKey: ['statistics', 'status', gameId, lang],
    queryFn: () => service(`${FEED}/Status`, { gameId, lang }, wire.gameStatus),
    ...options,
  });

export const lastGamesQuery = (teamId: number, lang: string, count: number = wire.LAST_GAMES.default) =>
  queryOptions({
    queryKey: ['statistics', 'last-games', teamId, count, lang],
    queryFn: () => service(`${FEED}/TeamLastGames`, { teamId, count, lang }, wire.teamLastGames),
    ...options,
  });

export const headToHeadQuery = (gameId: number, lang: string) =>
  queryOptions({
    queryKey: ['statistics', 'h2h', gameId, lang],
    queryFn: () => site('/SiteService/HeadToHead', { gameId, lang }, wire.headToHead),
    ...options,
  });

export const stageTableQuery = (stageId: number, tt: wire.TableType, lang: string, seasonId?: number) =>
  queryOptions({
    queryKey: ['statistics', 'table', stageId, tt, seasonId ?? 'current', lang],
    queryFn: () =>
      site(
        '/SiteService/StageTable',
        { stageId, tt, lang, ...(seasonId === undefined ? {} : { seasonId }) },
        wire.stageTable,
      ),
    ...options,
  });

export const seasonGamesQuery = (stageId: number, lang: string, seasonId?: number, sportId?: number) =>
  queryOptions({
    queryKey: ['statistics', 'season', stageId, seasonId ?? 'current', sportId ?? 0, lang],
    queryFn: () =>
      service(
        `${FEED}/SeasonGames`,
        { stageId, lang, ...(seasonId === undefined ? {} : { seasonId }), ...(sportId ? { sportId } : {}) },
        wire.seasonGames,
      ),
    ...options,
  });

export const lineUpsQuery = (gameId: number, lang: string) =>
  queryOptions({
    queryKey: ['statistics', 'lineups', gameId, lang],
    queryFn: () => site('/SiteService/LineUps2', { gameId, lang }, wire.lineUps),
    ...options,
  });

export const stadiumQuery = (gameId: number, lang: string) =>
  queryOptions({
    queryKey: ['statistics', 'stadium', gameId, lang],
    queryFn: () => site('/SiteService/GetStadiumForGame_2', { gameId, lang }, wire.stadium),
    ...options,
  });

export const squadQuery = (teamId: number, lang: string) =>
  queryOptions({
    queryKey: ['statistics', 'squad', teamId, lang],
    queryFn: () => site('/SiteService/ShortPlayersInfo', { teamId, lang }, wire.playersAnswer),
    ...options,
  });

export const playerQuery = (playerId: number, lang: string) =>
  queryOptions({
    queryKey: ['statistics', 'player', playerId, lang],
    queryFn: async () => {
      const data = await site('/SiteService/ShortPlayersInfo', { playerId, lang }, wire.playersAnswer);
      return wire.playerInfo.parse(data.players[0]);
    },
    ...options,
  });

export const graphQuery = (gameId: number, lang: string) =>
  queryOptions({
    queryKey: ['statistics', 'graph', gameId, lang],
    queryFn: () => service(`${FEED}/CoefficientGraph`, { gameId, lang }, wire.coefficientGraph),
    ...options,
  });
