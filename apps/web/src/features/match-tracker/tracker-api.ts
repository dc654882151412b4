// The live game's chronology (`LiveFeed/GetChronoOfPlay`) and insights (`LineFeed/GameInsights`),
// parsed with the shared wire schemas: this module loads only with the lazily loaded tracker.
import { chronologyVersion } from '@fairline/shared/wire/chronology-version';
import { chronoOfPlay, gameInsights } from '@fairline/shared/wire/feed-extras';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ServiceEnvelope } from '../../lib/api';
import { http } from '../../lib/http';

async function feedValue(url: string, params: Record<string, string | number>): Promise<unknown> {
  const answer = await http.requestOrThrow<ServiceEnvelope<unknown>>({ url, params });
  return answer.Value;
}

export { chronologyVersion };

/**
 * Refetched when the pushed score block shows a new goal or card (`version`), so the list follows the
 * page's one live stream without polling.
 */
export const chronologyQuery = (gameId: number, lng: string, version: string) =>
  queryOptions({
    queryKey: ['match-tracker', 'chrono', gameId, lng, version],
    queryFn: async () =>
      chronoOfPlay.parse(await feedValue('/service-api/LiveFeed/GetChronoOfPlay', { id: gameId, lng })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

/** Form, head-to-head and table positions change only as other games finish. */
export const insightsQuery = (gameId: number, lng: string) =>
  queryOptions({
    queryKey: ['match-tracker', 'insights', gameId, lng],
    queryFn: async () => gameInsights.parse(await feedValue('/service-api/LineFeed/GameInsights', { id: gameId, lng })),
    staleTime: 10 * 60_000,
    retry: false,
  });
