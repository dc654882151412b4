// The casino's calls under /web-api/casino/v1 (issue 21, ADR 0037/0038). Answers are parsed (they are
// untrusted input) with schemas that load with the first call (casino-schemas.ts, ADR 0026).
import type {
  CasinoHistoryAnswer,
  CasinoLaunch,
  CasinoLaunchRequest,
  CasinoLobby,
  RecentCasinoGame,
} from '@fairline/shared/wire/casino-lobby';
import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '../../lib/api';
import { http } from '../../lib/http';

const ROOT = '/web-api/casino/v1';

/** The answers' schemas, asked for with the call and awaited after it (`fetchParsed`: any failure throws). */
const casinoSchemas = () => import('./casino-schemas');

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
    queryFn: async (): Promise<CasinoLobby> => {
      const answer = await fetchParsed(
        casinoSchemas,
        (s) => s.casinoLobbyAnswer,
        () => http.requestOrThrow<unknown>({ url: `${ROOT}/lobby`, params: { lang } }),
      );
      return answer.data;
    },
    staleTime: 60_000,
  });

/** The player's recently played games, newest first. */
export const recentQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: casinoKeys.recent,
    queryFn: async (): Promise<RecentCasinoGame[]> => {
      const answer = await fetchParsed(
        casinoSchemas,
        (s) => s.casinoRecentAnswer,
        () => http.requestOrThrow<unknown>({ url: `${ROOT}/recent`, noCache: true }),
      );
      return answer.data;
    },
    enabled,
    staleTime: 15_000,
  });

/** Opens a game: real money (a game session of the logged-in player) or fun money. */
export async function launchGame(request: CasinoLaunchRequest): Promise<CasinoLaunch> {
  const answer = await fetchParsed(
    casinoSchemas,
    (s) => s.casinoLaunchAnswer,
    () => http.requestOrThrow<unknown>({ url: `${ROOT}/launch`, method: 'POST', params: request }),
  );
  return answer.data;
}

/** One page of the player's game history (newest round first). */
export async function fetchHistory(cursor: string | null, limit = 20): Promise<CasinoHistoryAnswer['data']> {
  const params: Record<string, string | number> = { limit };
  if (cursor) params.cursor = cursor;
  const answer = await fetchParsed(
    casinoSchemas,
    (s) => s.casinoHistoryAnswer,
    () => http.requestOrThrow<unknown>({ url: `${ROOT}/history`, params, noCache: true }),
  );
  return answer.data;
}
