// The casino's calls under /web-api/casino/v1 (issue 21, ADR 0037/0038). This module lives in the
// casino's lazy chunks only, so the schemas (zod) never reach the first load; answers are parsed:
// they are untrusted input.
import {
  type CasinoHistoryAnswer,
  type CasinoLaunch,
  type CasinoLaunchRequest,
  type CasinoLobby,
  casinoHistoryAnswer,
  casinoLaunchAnswer,
  casinoLobbyAnswer,
  casinoRecentAnswer,
  type RecentCasinoGame,
} from '@fairline/shared/wire/casino-lobby';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';

const ROOT = '/web-api/casino/v1';

export const casinoKeys = {
  all: ['casino'] as const,
  lobby: (lang: string) => ['casino', 'lobby', lang] as const,
  recent: ['casino', 'recent'] as const,
  history: ['casino', 'history'] as const,
};

/** The catalogue the brand offers here, named in `lang`. */
export const lobbyQuery = (lang: string) =>
  queryOptions({
    queryKey: casinoKeys.lobby(lang),
    queryFn: async (): Promise<CasinoLobby> =>
      casinoLobbyAnswer.parse(await http.requestOrThrow<unknown>({ url: `${ROOT}/lobby`, params: { lang } })).data,
    staleTime: 60_000,
  });

/** The player's recently played games, newest first. */
export const recentQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: casinoKeys.recent,
    queryFn: async (): Promise<RecentCasinoGame[]> =>
      casinoRecentAnswer.parse(await http.requestOrThrow<unknown>({ url: `${ROOT}/recent`, noCache: true })).data,
    enabled,
    staleTime: 15_000,
  });

/** Opens a game: real money (a game session of the logged-in player) or fun money. */
export async function launchGame(request: CasinoLaunchRequest): Promise<CasinoLaunch> {
  const answer = await http.requestOrThrow<unknown>({ url: `${ROOT}/launch`, method: 'POST', params: request });
  return casinoLaunchAnswer.parse(answer).data;
}

/** One page of the player's game history (newest round first). */
export async function fetchHistory(cursor: string | null, limit = 20): Promise<CasinoHistoryAnswer['data']> {
  const params: Record<string, string | number> = { limit };
  if (cursor) params.cursor = cursor;
  const answer = await http.requestOrThrow<unknown>({ url: `${ROOT}/history`, params, noCache: true });
  return casinoHistoryAnswer.parse(answer).data;
}
