// The live game's chronology (`LiveFeed/GetChronoOfPlay`) and insights (`LineFeed/GameInsights`),
// parsed with the shared wire schemas: this module loads only with the lazily loaded tracker.
import type { FeedScore } from '@fairline/shared/wire/feed';
import { chronoOfPlay, gameInsights } from '@fairline/shared/wire/feed-extras';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ServiceEnvelope } from '../../lib/api';
import { http } from '../../lib/http';

async function feedValue(url: string, params: Record<string, string | number>): Promise<unknown> {
  const answer = await http.requestOrThrow<ServiceEnvelope<unknown>>({ url, params });
  return answer.Value;
}

/** Goals and cards so far: the chronology can only change when one of them does. */
export function chronologyVersion(sc: FeedScore | undefined): string {
  const stat = (id: number) => sc?.ST?.[0]?.Value.find((s) => s.ID === id);
  const pair = (id: number) => `${stat(id)?.S1 ?? 0}-${stat(id)?.S2 ?? 0}`;
  return [`${sc?.FS?.S1 ?? 0}-${sc?.FS?.S2 ?? 0}`, pair(26), pair(71), pair(72)].join('|');
}

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
